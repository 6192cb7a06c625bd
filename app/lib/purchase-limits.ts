// What stops a purchase before the person clicks (docs/app.md, "Payment and checkout"): a break,
// the monthly spending limit, and a renewing membership already running. The pages that offer
// plans read it and say why and until when instead of offering what the server would refuse;
// the server's own refusal (docs/product.md, "Responsible play") stays the guard. The payment
// page reads them in its route's loader (readPurchaseLimits); the plan cards, a part of other
// pages, through usePurchaseLimits.
import { useEffect, useState } from 'react';
import type { AccountDto, MonthlyLimitDto } from '@shared/account';
import type { RenewingMembershipDto } from '@shared/membership';
import type { PlanDto } from '@shared/plan-words';
import { answer, client, requestOptions, type RequestOptions } from './api-client';
import { isLoggedIn, useAuth } from './auth-store';
import { nextMonthStart, todayDay } from './dates';

export interface PurchaseLimits {
  /** ISO instant a running break ends; null when none runs. */
  breakUntil: string | null;
  limit: MonthlyLimitDto;
  renewal: RenewingMembershipDto;
}

/** Why a plan cannot be bought now; null when it can. */
export type PurchaseBlock =
  | { kind: 'break'; until: string }
  | { kind: 'limit'; limitCents: number; leftCents: number /** YYYY-MM-DD the month's count starts again. */; resetsOn: string; pending: MonthlyLimitDto['pending'] };

/**
 * The signed-in person's break, limit and renewing membership (GET /api/account and
 * /api/account/membership): null when they could not be read (the page then offers the plans and
 * the server decides). Never fails.
 */
export function readPurchaseLimits(opts: RequestOptions = {}): Promise<PurchaseLimits | null> {
  const o = requestOptions(opts);
  return Promise.all([answer(client.account.$get(undefined, o)), answer(client.account.membership.$get(undefined, o))]).then(
    ([account, renewal]: [AccountDto, RenewingMembershipDto]) => ({ breakUntil: account.selfExcludedUntil, limit: account.limit, renewal }),
    () => null,
  );
}

/**
 * readPurchaseLimits for a part of a page that has no loader of its own (the plan cards), read once
 * per page: undefined while they load, null when signed out or when they could not be read.
 */
export function usePurchaseLimits(): PurchaseLimits | null | undefined {
  const auth = useAuth();
  const signedIn = isLoggedIn(auth);
  const [limits, setLimits] = useState<PurchaseLimits | null | undefined>(undefined);
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    void readPurchaseLimits({ signal: controller.signal }).then((l) => !controller.signal.aborted && setLimits(l));
    return () => controller.abort();
  }, [signedIn]);
  return signedIn ? limits : null;
}

/** What stops buying `plan` now: a break first (it pauses every purchase), then the limit. */
export function purchaseBlock(limits: PurchaseLimits | null | undefined, plan: Pick<PlanDto, 'amountCents'>, now = Date.now()): PurchaseBlock | null {
  if (!limits) return null;
  if (limits.breakUntil && Date.parse(limits.breakUntil) > now) return { kind: 'break', until: limits.breakUntil };
  const { cents, leftThisMonthCents, pending } = limits.limit;
  if (cents !== null && leftThisMonthCents !== null && plan.amountCents > leftThisMonthCents) {
    return { kind: 'limit', limitCents: cents, leftCents: leftThisMonthCents, resetsOn: nextMonthStart(todayDay(now)), pending };
  }
  return null;
}

/** A renewing membership that will renew: a second one would charge twice a period (the server refuses it). */
export function renewsAlready(limits: PurchaseLimits | null | undefined): RenewingMembershipDto | null {
  const r = limits?.renewal;
  return r?.renews && !r.cancelAtPeriodEnd && r.plan && r.currentPeriodEnd ? r : null;
}

/** Where the break and the limit are set: the account page's play limits. */
export const PLAY_LIMITS_PATH = '/account#play-limits';
/** The account page's membership, where a renewing membership is cancelled or resumed. */
export const MEMBERSHIP_PATH = '/account#membership';
