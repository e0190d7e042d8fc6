import { formatPrice, planLabel, type SubscriptionPlan } from '@practicum/contract';
import { planDefinition } from './plans';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

// Inline styles only (the CSP allows inline style, never inline script); the page needs no script.
const STYLE = `
:root { color-scheme: light dark; --bg: #f8fafc; --card: #fff; --text: #0f172a; --muted: #475569;
  --line: #cbd5e1; --accent: #0f766e; --accent-text: #fff; --note-bg: #eef2ff; --note-text: #312e81; }
@media (prefers-color-scheme: dark) { :root { --bg: #020617; --card: #0f172a; --text: #f1f5f9;
  --muted: #cbd5e1; --line: #334155; --accent: #5eead4; --accent-text: #042f2e; --note-bg: #1e1b4b; --note-text: #e0e7ff; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1.5rem;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: var(--bg); color: var(--text); }
main { width: 100%; max-width: 28rem; background: var(--card); border: 1px solid var(--line); border-radius: 1rem;
  padding: 2rem; box-shadow: 0 20px 40px -20px rgb(15 23 42 / 0.35); }
.brand { font-weight: 600; color: var(--muted); font-size: .875rem; letter-spacing: .04em; text-transform: uppercase; margin: 0; }
h1 { font-size: 1.5rem; margin: .5rem 0 0; }
.price { font-size: 2.25rem; font-weight: 700; margin: 1rem 0 0; }
.price small { font-size: 1rem; font-weight: 500; color: var(--muted); }
.muted { color: var(--muted); margin: .25rem 0 0; }
.note { margin: 1.5rem 0 0; padding: .75rem 1rem; border-radius: .5rem; background: var(--note-bg); color: var(--note-text); font-size: .875rem; }
ul { margin: 1rem 0 0; padding-left: 1.25rem; color: var(--muted); }
.actions { display: grid; gap: .75rem; margin-top: 1.5rem; }
button, a.button { font: inherit; font-weight: 600; padding: .75rem 1rem; border-radius: .5rem; border: 1px solid var(--line);
  background: var(--card); color: var(--text); cursor: pointer; width: 100%; text-align: center; text-decoration: none; display: block; }
button.primary { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
button:focus-visible, a.button:focus-visible { outline: 2px solid #6366f1; outline-offset: 2px; }
form { margin: 0; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)} · Practicum</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg"><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The built-in checkout shown when no Stripe key is configured: nothing is charged. */
export function demoCheckoutPage(opts: { id: string; plan: SubscriptionPlan; email: string }): string {
  const plan = planDefinition(opts.plan);
  const price = formatPrice(plan.price_cents, plan.currency);
  const per = plan.interval === 'month' ? '<small> / month</small>' : '<small> one payment</small>';
  const base = `/api/v1/subscription/demo-checkout/${encodeURIComponent(opts.id)}`;
  return layout(
    `Checkout: ${planLabel(opts.plan)}`,
    `<p class="brand">Practicum · Demo checkout</p>
<h1>${escape(plan.name)} plan</h1>
<p class="price">${escape(price)}${per}</p>
<p class="muted">For ${escape(opts.email)}</p>
<ul>${plan.features.map((f) => `<li>${escape(f)}</li>`).join('')}</ul>
<p class="note" role="note">This is the demo checkout: no payment provider is configured, so no card is asked for and nothing is charged. Completing it activates the plan at once.</p>
<div class="actions">
<form method="post" action="${base}/complete"><input type="hidden" name="confirm" value="1">
<button class="primary" type="submit">Pay ${escape(price)} (demo)</button></form>
<form method="post" action="${base}/cancel"><input type="hidden" name="confirm" value="1">
<button type="submit">Cancel and return</button></form>
</div>`,
  );
}

/** Shown for an unknown, finished or expired demo checkout. */
export function checkoutClosedPage(): string {
  return layout(
    'Checkout closed',
    `<p class="brand">Practicum · Demo checkout</p>
<h1>This checkout is no longer open</h1>
<p class="muted">It was completed, cancelled or has expired. You can start a new one from your plan page.</p>
<div class="actions"><a class="button" href="/profile">Back to my plan</a></div>`,
  );
}
