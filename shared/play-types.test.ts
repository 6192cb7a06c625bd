// The play-types data (docs/product.md, "Play types"): every table says where and when it was read,
// names each play once (sold, not sold or not found), and its amounts agree with one another: a
// printed straight/box is a 50¢ straight and a 50¢ box of the record's own prizes.
import { describe, expect, it } from 'vitest';
import { PLAY_KINDS, PLAY_TYPES, playTypesDto } from './play-types';
import { GAMES, STATE_CODES } from './results';

const TODAY = '2026-12-03';
const tables = STATE_CODES.flatMap((state) => GAMES.map((game) => ({ state, game, offer: PLAY_TYPES[state][game] })));
const dto = (state: string, game: string) => playTypesDto().games.find((g) => g.state === state && g.game === game)!;

describe('every play-types table', () => {
  it('has a source and the date it was read, its add-on too', () => {
    for (const { state, game, offer } of tables) {
      expect(offer.source.length, `${state} ${game}`).toBeGreaterThan(20);
      expect(offer.read, `${state} ${game}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(offer.read <= TODAY, `${state} ${game}`).toBe(true);
      if (offer.addOn) {
        expect(offer.addOn.source.length, `${state} ${game} add-on`).toBeGreaterThan(20);
        expect(offer.addOn.read, `${state} ${game} add-on`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it('names each play once: sold, not sold or not found', () => {
    for (const { state, game, offer } of tables) {
      const named = [...Object.keys(offer.plays), ...offer.notSold, ...offer.notFound];
      expect(named.toSorted(), `${state} ${game}`).toEqual([...PLAY_KINDS].toSorted());
      for (const [play, p] of Object.entries(offer.plays)) {
        expect(p.name.length, `${state} ${game} ${play}`).toBeGreaterThan(0);
        expect(p.stakesCents.length, `${state} ${game} ${play}`).toBeGreaterThan(0);
        for (const s of p.stakesCents) expect(s % 50, `${state} ${game} ${play}`).toBe(0);
      }
    }
  });

  it("reads every state's Pick 4: more than a straight and a box is said of each", () => {
    for (const state of STATE_CODES) {
      const offer = PLAY_TYPES[state].pick4;
      expect(offer.read, state).toBe(TODAY);
      expect(offer.source, state).not.toMatch(/not read here/);
      // Every state sells its Pick 4 straight/box under some name.
      expect(offer.plays['straight-box'], state).toBeDefined();
      expect(offer.notSold.length + Object.keys(offer.plays).length, state).toBeGreaterThan(2);
    }
  });

  it('prints the straight/box the states print: half the straight and half the box, per ordering', () => {
    let checked = 0;
    for (const { state, game, offer } of tables) {
      if (!offer.straightBoxPrinted) continue;
      const answered = dto(state, game).plays.find((p) => p.play === 'straight-box')!.prizesCents!;
      for (const [key, cents] of Object.entries(offer.straightBoxPrinted)) {
        expect(answered[key], `${state} ${game} ${key}`).toBe(cents);
        checked++;
      }
    }
    // Tennessee 4, Ohio 4, Florida 8, North Carolina 8.
    expect(checked).toBe(24);
  });

  it("gives an add-on's prizes where published, its straight/box the halves of its own straight and box", () => {
    for (const { state, game, offer } of tables) {
      const prizes = offer.addOn?.prizesCents;
      if (!prizes) continue;
      const straight = prizes.straight!.straight;
      for (const [key, any] of Object.entries(prizes.box ?? {})) {
        expect(prizes['straight-box']?.[`${key}-exact`], `${state} ${game} ${key}`).toBe(straight / 2 + any / 2);
        expect(prizes['straight-box']?.[`${key}-any`], `${state} ${game} ${key}`).toBe(any / 2);
      }
      expect(prizes.combo?.['per-ordering'], `${state} ${game}`).toBe(straight);
      for (const play of Object.keys(prizes)) expect(offer.plays[play as keyof typeof offer.plays], `${state} ${game} ${play}`).toBeDefined();
    }
    expect(PLAY_TYPES.FL.pick3.addOn!.prizesCents!.straight).toEqual({ straight: 20000 });
  });

  it('marks a pair prize not found as the common $50, and one read as read', () => {
    expect(dto('TX', 'pick4').plays.find((p) => p.play === 'front-pair')!.common).toEqual(['pair']);
    expect(dto('FL', 'pick4').plays.find((p) => p.play === 'split-pair')).toMatchObject({ name: 'Mid Pair', prizesCents: { pair: 5000 }, common: [] });
    expect(dto('NC', 'pick4').plays.find((p) => p.play === 'back-pair')!.common).toEqual([]);
  });
});
