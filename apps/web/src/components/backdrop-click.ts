import type { MouseEvent } from 'react';

/**
 * A <dialog>'s onClick that calls `close` when the click landed on its backdrop: such a click
 * reaches the <dialog> element itself, outside its padding box (the keyboard's way out is
 * Escape). Shared by the modal and the phone Menu.
 */
export function closeOnBackdropClick(close: () => void) {
  return (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) close();
  };
}
