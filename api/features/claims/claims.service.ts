// What the business says about itself on the pages (docs/product.md, "What the pages claim"): one
// set of claims, the operator's, set in the console; none until then. Every page reads them here,
// so a figure lives in one place and a page never shows one nobody set.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { businessClaims } from '#db/schema-claims';
import { recordAudit, type Actor } from '../../platform/audit/audit';
import { isoOrNull } from '@shared/calendar';
import { NO_CLAIMS, type BusinessClaimsAdminDto, type BusinessClaimsDto } from '@shared/claims';
import { findUserById } from '../users';

/** The one row's key: a single set of claims for the whole site. */
const SITE = 'site';

/** A stored set as the pages read it: whatever an older version left out counts as not set. */
function parsed(json: string): BusinessClaimsDto {
  try {
    return { ...NO_CLAIMS, ...(JSON.parse(json) as Partial<BusinessClaimsDto>) };
  } catch {
    return NO_CLAIMS;
  }
}

export function createClaimsService(deps: Pick<Deps, 'db' | 'clock'>) {
  const { db, clock } = deps;

  async function row() {
    const [r] = await db
      .select({ claims: businessClaims.claims, updatedAt: businessClaims.updatedAt, updatedById: businessClaims.updatedBy })
      .from(businessClaims)
      .where(eq(businessClaims.key, SITE))
      .limit(1);
    if (!r) return r;
    const { updatedById, ...rest } = r;
    // Who saved them last, by name; null once that account is gone.
    return { ...rest, updatedBy: updatedById === null ? null : ((await findUserById(db, updatedById))?.username ?? null) };
  }

  return {
    /** The claims every page shows: each null (or empty) until set. */
    async current(): Promise<BusinessClaimsDto> {
      const r = await row();
      return r ? parsed(r.claims) : NO_CLAIMS;
    },

    /** The console's view: the claims, and when and by whom they were last set. */
    async forConsole(): Promise<BusinessClaimsAdminDto> {
      const r = await row();
      return { claims: r ? parsed(r.claims) : NO_CLAIMS, updatedAt: isoOrNull(r?.updatedAt), updatedBy: r?.updatedBy ?? null };
    },

    /** Replaces the whole set (what the form holds), and logs it. */
    async set(claims: BusinessClaimsDto, actor: Actor): Promise<BusinessClaimsDto> {
      const now = clock.now();
      const json = JSON.stringify(claims);
      await db.write(async (tx) => {
        await tx
          .insert(businessClaims)
          .values({ key: SITE, claims: json, updatedAt: now, updatedBy: actor.id })
          .onConflictDoUpdate({ target: businessClaims.key, set: { claims: json, updatedAt: now, updatedBy: actor.id } });
        await recordAudit(tx, { actor, action: 'claims.set', target: 'the claims on the pages', detail: { ...claims }, at: now });
      });
      return claims;
    },
  };
}

export type ClaimsService = ReturnType<typeof createClaimsService>;
