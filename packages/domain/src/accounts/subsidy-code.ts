/**
 * A subsidy code a user adds to the profile: accepted when an active subsidy of the
 * restaurant for coded users lists it (compared without case or surrounding spaces); stored as the subsidy writes it.
 */
export interface CodedSubsidy {
  is_active: boolean;
  target_users: 'all' | 'codes';
  codes: readonly string[];
}

export function matchSubsidyCode(subsidies: readonly CodedSubsidy[], code: string): string | null {
  const wanted = code.trim().toUpperCase();
  if (!wanted) return null;
  for (const s of subsidies) {
    if (!s.is_active || s.target_users !== 'codes') continue;
    const found = s.codes.find((c) => c.trim().toUpperCase() === wanted);
    if (found) return found.trim();
  }
  return null;
}
