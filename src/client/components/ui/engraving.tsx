import { cn } from '../../lib/cn';

/**
 * The text cut into a piece, exactly as the customer wrote it (issue 23): shown wherever the piece is,
 * from the Design Lab's result to the order desk, because it is what the caster must cut.
 */
export function Engraving({ text, testId, className }: { text?: string | null; testId: string; className?: string }) {
  if (!text) return null;
  return (
    <p className={cn('font-sans text-sm text-graphite', className)} data-testid={testId}>
      <span className="text-xs uppercase tracking-[0.16em]">Engraving</span> <span className="text-ink">“{text}”</span>
    </p>
  );
}
