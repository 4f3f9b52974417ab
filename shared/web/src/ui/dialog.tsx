/**
 * The one modal dialog of the site, over @radix-ui/react-dialog: the focus trap, Escape, the labelled title and
 * description and the inert page behind come from Radix; the look (backdrop, panel, header, 44 × 44 px close
 * button, a bottom sheet on phones, both themes) lives once in ./dialog.css.
 * Imported as `@receipts/shared/dialog`, never from `@receipts/shared` (and so not from ./index.ts): Radix Dialog
 * stays out of the shell's first load, and each dialog's lazy chunk carries it.
 */
import { useRef, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  /** Called with false on Escape, a click on the backdrop (not for an alertdialog) or the close button. */
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name. */
  title: ReactNode;
  /** Its accessible description. */
  description?: ReactNode;
  descriptionClassName?: string;
  /** 'alertdialog' asks for a decision: a click on the backdrop does not close it. */
  role?: 'dialog' | 'alertdialog';
  /** 'large' (640 px) for content that needs the room, such as an image to crop. */
  size?: 'default' | 'large';
  /** The accessible name of a × close button in the header; without it the dialog has none (its own Cancel closes it). */
  closeLabel?: string;
  /** Before the title in the header (a Back button). */
  headerStart?: ReactNode;
  className?: string;
  /**
   * Where focus goes once the dialog closes. By default, the element that had focus when it opened (when that is
   * still on the page); give this when that element goes away, such as a menu item.
   */
  returnFocus?: () => HTMLElement | null;
  children?: ReactNode;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  descriptionClassName,
  role = 'dialog',
  size = 'default',
  closeLabel,
  headerStart,
  className,
  returnFocus,
  children,
}: DialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  const classes = ['rc-dialog', size === 'large' && 'rc-dialog--large', className].filter(Boolean).join(' ');
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="rc-dialog-overlay" />
        <RadixDialog.Content
          role={role}
          className={classes}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onOpenAutoFocus={() => {
            // Radix has not moved focus yet: this is what had it when the dialog opened.
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onPointerDownOutside={role === 'alertdialog' ? (event) => event.preventDefault() : undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = returnFocus?.() ?? opener.current;
            if (target?.isConnected) target.focus();
          }}
        >
          <header className="rc-dialog__header">
            {headerStart}
            <RadixDialog.Title className="rc-dialog__title">{title}</RadixDialog.Title>
            {closeLabel && (
              <RadixDialog.Close className="rc-icon-button rc-dialog__close" aria-label={closeLabel}>
                <span aria-hidden="true">×</span>
              </RadixDialog.Close>
            )}
          </header>
          {description !== undefined && (
            <RadixDialog.Description className={['rc-dialog__description', descriptionClassName].filter(Boolean).join(' ')}>
              {description}
            </RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The dialog's buttons, at the end (full width on phones). */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="rc-dialog__actions">{children}</div>;
}

/** Closes the dialog it is in (through its `onOpenChange`); `asChild` puts that on a Button. */
export const DialogClose = RadixDialog.Close;
