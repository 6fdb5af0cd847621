// Saved payment methods per billing profile, the single-visit card setup link
// and the provider's card page behind it, and the held removal of a card.
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { billingOps } from '@contract/billing';
import { billingAddresses, cardSetupLinks } from '@server/db/schema/billing';
import { accountById } from '@server/areas/account/public';
import { implement } from '@server/core/area';
import { randomString, sha256 } from '@server/core/crypto';
import { ApiError } from '@server/core/problem';
import { ownedAddress, primaryAddress } from './address-repository';
import { sameId } from './path-ids';
import { cardLabel, presentCard, presentMandate } from './payment-presenter';
import { ownedCard } from './payment-repository';

const SETUP_TTL_MS = 30 * 60_000;

type LinkRow = typeof cardSetupLinks.$inferSelect;
const linkStatus = (l: LinkRow, now: Date) =>
  l.usedAt ? ('used' as const) : l.expiresAt <= now ? ('expired' as const) : ('open' as const);

async function findLink(db: Parameters<typeof primaryAddress>[0], token: string) {
  const [link] = await db
    .select()
    .from(cardSetupLinks)
    .where(eq(cardSetupLinks.tokenHash, sha256(token)));
  if (!link) throw new ApiError('not_found', 'This card setup link is not valid; ask for a new one');
  return link;
}

export default implement(billingOps, {
  handlers: {
    async listPaymentMethods({ deps, cred, query }) {
      const now = deps.clock.now();
      const profiles =
        query.billing_address_id !== undefined
          ? [await ownedAddress(deps.db, cred.accountId, query.billing_address_id)]
          : await deps.db
              .select()
              .from(billingAddresses)
              .where(eq(billingAddresses.accountId, cred.accountId))
              .orderBy(asc(billingAddresses.id));
      profiles.sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.id - b.id);
      const [cards, mandates] = await Promise.all([
        deps.infra.payments.cards(deps.db, cred.accountId),
        deps.infra.payments.mandates(deps.db, cred.accountId),
      ]);
      const data = profiles.map((p) => {
        // The mandate that matters: an active one, else the latest of any state.
        const own = mandates.filter((m) => m.billingAddressId === p.id);
        const mandate = own.find((m) => m.status === 'active') ?? own[own.length - 1] ?? null;
        return {
          billingAddressId: p.id,
          billingAddressName: p.name,
          isPrimary: p.isPrimary,
          cards: cards.filter((c) => c.billingAddressId === p.id).map((c) => presentCard(c, now)),
          directDebit: mandate ? presentMandate(mandate) : null,
        };
      });
      return { data, total: data.length };
    },

    async createCardSetupLink({ deps, cred, body, setAuditTarget }) {
      const profile =
        body.billing_address_id !== undefined
          ? await ownedAddress(deps.db, cred.accountId, body.billing_address_id)
          : await primaryAddress(deps.db, cred.accountId);
      if (!profile)
        throw new ApiError('conflict', 'Create a billing address first: a card is saved on a billing profile');
      setAuditTarget(profile.name);
      const now = deps.clock.now();
      const token = randomString(40);
      const expiresAt = new Date(now.getTime() + SETUP_TTL_MS);
      await deps.db.insert(cardSetupLinks).values({
        accountId: cred.accountId,
        billingAddressId: profile.id,
        tokenHash: sha256(token),
        createdAt: now,
        expiresAt,
      });
      return {
        url: `${deps.config.appUrl}/billing/card-setup/${token}`,
        billingAddressId: profile.id,
        expiresAt: expiresAt.toISOString(),
      };
    },

    async getCardSetup({ deps, params }) {
      const link = await findLink(deps.db, params.token);
      const [profile] = await deps.db
        .select()
        .from(billingAddresses)
        .where(eq(billingAddresses.id, link.billingAddressId));
      const acc = await accountById(deps.db, link.accountId);
      if (!profile) throw new ApiError('not_found', 'The billing address of this link was deleted; ask for a new link');
      return {
        accountName: acc!.name,
        billingAddressId: profile.id,
        billingAddressName: profile.name,
        status: linkStatus(link, deps.clock.now()),
        expiresAt: link.expiresAt.toISOString(),
      };
    },

    async completeCardSetup({ deps, params, body, setAudit, setAuditTarget }) {
      const now = deps.clock.now();
      const link = await findLink(deps.db, params.token);
      setAudit({ accountId: link.accountId });
      const status = linkStatus(link, now);
      if (status !== 'open')
        throw new ApiError(
          'conflict',
          status === 'used'
            ? 'This card setup link was already used; ask for a new one to add another card'
            : 'This card setup link has expired; ask for a new one',
        );
      if (
        body.exp_year < now.getUTCFullYear() ||
        (body.exp_year === now.getUTCFullYear() && body.exp_month < now.getUTCMonth() + 1)
      ) {
        throw new ApiError('validation_failed', 'exp_year: this card has expired', {
          errors: [{ path: 'exp_year', message: 'This card has expired', code: 'card_expired' }],
        });
      }
      const card = await deps.db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(cardSetupLinks)
          .set({ usedAt: now })
          .where(and(eq(cardSetupLinks.id, link.id), isNull(cardSetupLinks.usedAt), gt(cardSetupLinks.expiresAt, now)))
          .returning();
        if (!claimed) throw new ApiError('conflict', 'This card setup link was used meanwhile; ask for a new one');
        const [profile] = await tx
          .select()
          .from(billingAddresses)
          .where(eq(billingAddresses.id, link.billingAddressId));
        if (!profile)
          throw new ApiError('not_found', 'The billing address of this link was deleted; ask for a new link');
        const saved = await deps.infra.payments.saveCard(tx, {
          accountId: link.accountId,
          billingAddressId: link.billingAddressId,
          number: body.card_number,
          expMonth: body.exp_month,
          expYear: body.exp_year,
          holderName: body.holder_name,
          makeDefault: body.make_default,
          now,
        });
        await tx.update(cardSetupLinks).set({ cardId: saved.id }).where(eq(cardSetupLinks.id, link.id));
        return saved;
      });
      setAuditTarget(cardLabel(card));
      return presentCard(card, now);
    },
  },
  holds: {
    deleteSavedCard: {
      async prepare({ deps, cred, params, query, setAuditTarget }) {
        sameId('card_id', query.card_id, params.card);
        const card = await ownedCard(deps, cred.accountId, params.card);
        setAuditTarget(cardLabel(card));
        const [profile] = await deps.db
          .select()
          .from(billingAddresses)
          .where(eq(billingAddresses.id, card.billingAddressId));
        const others = (await deps.infra.payments.cards(deps.db, cred.accountId)).filter(
          (c) => c.billingAddressId === card.billingAddressId && c.id !== card.id,
        );
        return {
          summary: `Remove the saved card ${cardLabel(card)}`,
          params: { card_id: card.id },
          irreversible: true,
          preview: [
            { label: 'Card', value: cardLabel(card) },
            { label: 'Holder', value: card.holderName ?? '—' },
            { label: 'Billing address', value: profile?.name ?? '—' },
            {
              label: 'Afterwards',
              value:
                card.isDefault && others.length
                  ? `${cardLabel(others[0]!)} becomes the default card`
                  : others.length
                    ? 'The default card stays as it is'
                    : 'No card is left on this billing address',
            },
          ],
          extra: {
            card: { id: card.id, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear },
          },
        };
      },
      async execute(tx, action, deps) {
        const card = await deps.infra.payments.card(tx, Number(action.params.card_id));
        if (!card || card.accountId !== action.accountId)
          throw new ApiError('not_found', 'The card was already removed');
        await deps.infra.payments.removeCard(tx, card.id);
        return { removed: true, cardId: card.id, card: cardLabel(card) };
      },
    },
  },
});
