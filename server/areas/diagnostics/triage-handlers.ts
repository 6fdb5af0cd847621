// GET /diagnostics: triage for a reported symptom (or, without one, every check), and the account overview.
import { diagnosticsOps } from '@contract/diagnostics';
import { implement } from '@server/core/area';
import { overview } from './overview';
import { presentReport } from './presenter';
import { subjectOf } from './target';
import { triage } from './triage';

export default implement(diagnosticsOps, {
  handlers: {
    async triageSymptom(ctx) {
      const { deps, cred, query } = ctx;
      const subject = await subjectOf(ctx, query.input);
      const r = await triage({ deps, subject, accountId: cred.accountId, detail: query.detail }, query.symptom);
      return {
        ...presentReport(subject.target, r.checks, deps.clock.now()),
        // null says that none was given, and so that every check group ran
        symptom: query.symptom ?? null,
        likelyCause: r.likelyCause,
        nextSteps: r.nextSteps,
      };
    },

    async getDiagnosticsOverview(ctx) {
      return overview(ctx.deps, ctx.cred.accountId);
    },
  },
});
