// The demo logins' password hashes at the production cost (DEFAULT_PASSWORD_COST), made once and kept
// here rather than made again on every first start: four scrypt hashes at OWASP's cost are seconds of
// CPU that a first start spends beside building the dashboard and creating the database. The passwords
// themselves are published (server/seed/seed.ts, the README, the start banner), so a salt made per
// install would protect nothing; each hash still records its cost, and login checks it like any other.
// seed.test.ts checks that each one is its password's, at the production cost.
export const DEMO_PASSWORD_HASHES: Readonly<Record<string, string>> = {
  'demo-password': 'scrypt$N=131072,r=8,p=1$pGvJnTehkyAYHiIin+59zg==$gNeEArmEQi/G949PogCywKoF6rcQjrjoG5S/3sc55iM=',
  'maria-password': 'scrypt$N=131072,r=8,p=1$H+OzX/mqjM+raSno/JaeQQ==$WBQ+xYjw/uddv/vuMDRCriBlbaSKOSwC4Ny5LQmbQSU=',
  'olof-password': 'scrypt$N=131072,r=8,p=1$IY3sFtmLw0e0BG33UC7J6Q==$B2RJT2Xl0speYrfi6oGxOG28RYaB4nrJ/V/KYAnzO4U=',
  'Mailbox-demo-1': 'scrypt$N=131072,r=8,p=1$KW6P6l67aorV0ZoWK5hhHQ==$EBanja6Q89dNX8FvJmlvMbA0LPAh0AolZwL5kEUPnvA=',
};
