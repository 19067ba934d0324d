import type { ReactNode } from "react";

interface CopyButtonProps {
  /** What goes on the clipboard. */
  text: string;
  className: string;
  onCopied: () => void;
  /** The browser refused (no permission, or the page lost focus): the caller says how to copy by hand. */
  onFailed: () => void;
  children: ReactNode;
}

/** A button that puts `text` on the clipboard and says whether it got there. */
export function CopyButton({ text, className, onCopied, onFailed, children }: CopyButtonProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      onFailed();
      return;
    }
    onCopied();
  };

  return (
    <button type="button" className={className} onClick={() => void copy()}>
      {children}
    </button>
  );
}
