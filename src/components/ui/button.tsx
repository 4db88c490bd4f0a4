import type { ComponentProps } from 'react';

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
type ButtonSize = 'sm' | 'md';

const BASE =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg font-medium transition-colors ' +
  'select-none disabled:cursor-not-allowed disabled:opacity-55 aria-busy:cursor-progress';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-accent-fg hover:bg-accent-strong disabled:hover:bg-accent',
  secondary: 'border border-line bg-raised text-fg hover:border-line-strong hover:bg-line disabled:hover:bg-raised',
  ghost: 'text-muted hover:bg-raised hover:text-fg disabled:hover:bg-transparent',
  danger: 'border border-down/50 bg-down/10 text-down hover:bg-down/20',
};

// Heights 36/40 px: comfortably above the 24 px minimum target size (WCAG 2.5.8) on touch screens.
const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
};

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string | undefined;
}

/** The button look, for links and other elements that must look like a button. */
export function buttonClasses({ variant = 'primary', size = 'md', className }: ButtonStyleOptions = {}): string {
  return [BASE, VARIANTS[variant], SIZES[size], className].filter(Boolean).join(' ');
}

export interface ButtonProps extends ComponentProps<'button'>, ButtonStyleOptions {
  /** Work in progress: announced with aria-busy, shows a spinner and ignores clicks. */
  busy?: boolean;
}

export function Button({
  variant,
  size,
  className,
  busy = false,
  type = 'button',
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      // Never "submit" by accident: forms opt in with type="submit".
      type={type}
      className={buttonClasses({ variant, size, className })}
      disabled={disabled}
      aria-busy={busy || undefined}
      {...props}
      onClick={busy ? undefined : props.onClick}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="size-3.5 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none"
    />
  );
}
