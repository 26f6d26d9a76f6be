// Password strength meter (spec 01, section 5): five checks, 20 points each.

export type StrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong';
export interface PasswordStrength {
  score: number;
  label: StrengthLabel;
}

export const STRENGTH_STEP = 20;

export function passwordStrength(password: string): PasswordStrength {
  const checks = [
    password.length >= 6,
    password.length >= 8,
    /[A-Z]/.test(password),
    /[0-9]/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ];
  const score = checks.filter(Boolean).length * STRENGTH_STEP;
  return { score, label: strengthLabel(score) };
}

export function strengthLabel(score: number): StrengthLabel {
  if (score < 40) return 'Weak';
  if (score < 60) return 'Fair';
  if (score < 80) return 'Good';
  return 'Strong';
}
