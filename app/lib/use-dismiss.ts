// Menus and drawers close on a click or tap outside them and on Escape (docs/app.md,
// "Layout and navigation").
import { useEffect, useEffectEvent, type RefObject } from 'react';

export function useDismiss(open: boolean, refs: RefObject<HTMLElement | null>[], onDismiss: () => void) {
  // The latest refs and callback, read when an event comes: the listeners follow `open` alone.
  const onPointer = useEffectEvent((e: PointerEvent) => {
    const target = e.target as Node;
    if (refs.some((r) => r.current?.contains(target))) return;
    onDismiss();
  });
  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (e.key === 'Escape') onDismiss();
  });
  useEffect(() => {
    if (!open) return;
    const pointer = (e: PointerEvent) => onPointer(e);
    const key = (e: KeyboardEvent) => onKey(e);
    document.addEventListener('pointerdown', pointer);
    document.addEventListener('keydown', key);
    return () => {
      document.removeEventListener('pointerdown', pointer);
      document.removeEventListener('keydown', key);
    };
  }, [open]);
}
