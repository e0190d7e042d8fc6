import { expect, test } from '@playwright/test';

test.describe('The landing page', () => {
  test('shows every section, the real persona count and the four plans', async ({ page, request }) => {
    const stats = (await (await request.get('/api/v1/public/stats')).json()) as { personas: number };
    expect(stats.personas).toBeGreaterThan(0);

    await page.goto('/landing');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Practise the conversations that matter',
    );
    await expect(page.getByTestId('persona-count')).toHaveText(String(stats.personas));
    await expect(page.getByRole('heading', { name: `${stats.personas} AI patient personas` })).toBeVisible();

    const sections = page.getByRole('navigation', { name: 'Sections' }).first();
    for (const name of ['Features', 'Preview', 'Training', 'Pricing']) {
      await expect(sections.getByRole('link', { name })).toBeVisible();
    }
    await sections.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/#pricing$/);
    const pricing = page.locator('#pricing');
    for (const plan of ['Free', 'Monthly', 'Lifetime', 'Professional']) {
      await expect(pricing.getByRole('heading', { name: plan, exact: true })).toBeVisible();
    }
    await expect(pricing).toContainText('$19');

    for (const module of ['Active Listening', 'Crisis Intervention', 'Rapport Building']) {
      await expect(page.getByRole('heading', { name: module })).toBeVisible();
    }
    for (const step of ['Speak', 'AI responds', 'Get feedback']) {
      await expect(page.locator('#how-it-works').getByRole('heading', { name: step })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Start Free Trial' })).toBeVisible();
  });

  test('the preview carousel advances by itself every 5 seconds and can be clicked', async ({ page }) => {
    await page.goto('/landing');
    const carousel = page.getByRole('region', { name: 'Product preview' });
    const tab = (name: string) => carousel.getByRole('tab', { name });
    await expect(tab('Voice Interaction')).toHaveAttribute('aria-selected', 'true');
    await expect(carousel.getByRole('tabpanel')).toContainText('Speak naturally');

    // Advances without any interaction (5 s, plus margin).
    await expect(tab('Student Dashboard')).toHaveAttribute('aria-selected', 'true', { timeout: 7_000 });
    await expect(carousel.getByRole('tabpanel')).toContainText('Pick a patient');

    await tab('Admin Analytics').click();
    await expect(tab('Admin Analytics')).toHaveAttribute('aria-selected', 'true');
    await carousel.getByRole('button', { name: 'Next preview' }).click();
    await expect(tab('Voice Interaction')).toHaveAttribute('aria-selected', 'true');
  });

  test('the carousel stays still for visitors who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/landing');
    const carousel = page.getByRole('region', { name: 'Product preview' });
    await expect(carousel.getByRole('button', { name: /^Play/ })).toBeVisible();
    await page.waitForTimeout(6_000);
    await expect(carousel.getByRole('tab', { name: 'Voice Interaction' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('Get Started and Start Training reach /login', async ({ page }) => {
    await page.goto('/landing');
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Get Started' })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();

    await page.goto('/landing');
    await page.getByRole('link', { name: 'Start Training' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
