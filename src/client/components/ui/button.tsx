import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'md' | 'sm' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-[2px] font-sans font-medium uppercase tracking-[0.14em] text-[13px] leading-none whitespace-nowrap transition-colors duration-200 ease-out disabled:pointer-events-none disabled:opacity-50 cursor-pointer select-none';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-ivory border border-ink hover:bg-graphite hover:border-graphite',
  secondary: 'bg-transparent text-ink border border-ink/25 hover:border-gold hover:text-gold-deep',
  ghost: 'bg-transparent text-ink border border-transparent hover:text-gold-deep',
  link: 'bg-transparent text-ink underline-offset-4 hover:text-gold-deep hover:underline normal-case tracking-normal text-sm font-normal',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-7',
  sm: 'min-h-11 px-4',
  icon: 'size-11',
};

/** The class list of a button, for links that look like buttons. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string): string {
  return cn(base, variants[variant], variant === 'link' ? 'min-h-11' : sizes[size], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({ variant = 'primary', size = 'md', className, type = 'button', ...props }, ref) {
  return <button ref={ref} type={type} className={buttonClasses(variant, size, className)} {...props} />;
});
