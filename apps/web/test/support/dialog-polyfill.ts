/**
 * jsdom has the <dialog> element but not its methods. This gives it the parts the app relies on:
 * showModal()/show() open it, close() closes it and fires 'close', and Escape fires a cancelable
 * 'cancel' on the topmost open modal, which closes it unless prevented (as browsers do).
 */
const openModals: HTMLDialogElement[] = [];

function close(this: HTMLDialogElement, returnValue?: string) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  if (returnValue !== undefined) this.returnValue = returnValue;
  const index = openModals.indexOf(this);
  if (index !== -1) openModals.splice(index, 1);
  this.dispatchEvent(new Event('close'));
}

export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  Object.defineProperty(proto, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
    set(this: HTMLDialogElement, value: boolean) {
      this.toggleAttribute('open', value);
    },
  });
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.hasAttribute('open')) return;
    this.setAttribute('open', '');
    openModals.push(this);
  };
  proto.close = close;
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const top = openModals.at(-1);
    if (!top?.isConnected) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (top.dispatchEvent(cancel)) close.call(top);
  });
}

/** Forgets modals left open by a test whose tree was unmounted without closing them. */
export function resetOpenModals(): void {
  openModals.length = 0;
}
