// The scopes and problems the hosting contract files share.
export const readHosting = ['read:hosting'] as const;
export const writeHosting = ['write:hosting'] as const;
export const hostingErrors = ['domain_not_owned', 'not_owned', 'not_found'] as const;
