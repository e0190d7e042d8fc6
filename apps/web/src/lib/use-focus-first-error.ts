import { useEffect, type RefObject } from 'react';

/**
 * After a submit that found mistakes, puts focus on the first field marked invalid, so keyboard and
 * screen-reader users land on it and hear its message (fields link their message with
 * aria-describedby). The forms validate themselves (noValidate) so the browser's own bubbles, which
 * would hide these messages, never show.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: object): void {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, errors]);
}
