// Where to get help (docs/product.md, "Help where the player lives"): the national problem
// gambling helpline and each of the seven states' own, each with where and when it was read.
// The responsible-play page, the footer's help and every e-mail show the national line and the
// lines of the states the person follows (all seven to a visitor). When a line changes, change it
// here with its `read` date.
//
// 1-800-GAMBLER has not been the National Council on Problem Gambling's line since 29 September
// 2025 (a New Jersey court returned it to the Council on Compulsive Gambling of New Jersey).
import { STATE_CODES, STATES, type StateCode } from './results';

export interface HelpLine {
  /** Who runs it, as they name it. */
  name: string;
  /** The number to call, as published, and as dialled (E.164), or null: not found. */
  call: { shown: string; tel: string } | null;
  /** How to text it, as published, or null: not found. */
  text: string | null;
  source: string;
  /** When it was read (YYYY-MM-DD). */
  read: string;
}

const READ = '2026-12-02';

export const NATIONAL_HELPLINE: HelpLine = {
  name: 'National Problem Gambling Helpline (National Council on Problem Gambling)',
  call: { shown: '1-800-MY-RESET (1-800-697-3738)', tel: '+18006973738' },
  text: 'Text 800GAM',
  source:
    'NCPG\'s announcement of 1-800-MY-RESET as the National Problem Gambling Helpline number (completeigaming.com, "National Council on Problem Gambling promotes new US gambling helpline number"); call and text as listed at theplaybookusa.com ("Help routing checked: Apr 28, 2026")',
  read: READ,
};

/** Each state's own line; `call` null where none of its own was found (the national line serves it). */
export const STATE_HELPLINES: Record<StateCode, HelpLine> = {
  TN: {
    name: 'Tennessee REDLINE',
    call: { shown: '1-800-889-9789', tel: '+18008899789' },
    text: null,
    source: 'Tennessee Department of Health, "Gambling Addiction Resources Expand Hours of Service" (tn.gov/news, 2006-10-17): the REDLINE at 1-800-889-9789, 24 hours',
    read: READ,
  },
  TX: {
    name: 'Texas',
    call: null,
    text: null,
    source: "No line of Texas's own found: the Texas Lottery's Getting Help page (texaslottery.com, Responsible Gambling) names the national helpline",
    read: READ,
  },
  GA: {
    name: 'Georgia',
    call: null,
    text: null,
    source: "Not found: no page read here gave Georgia's own helpline number",
    read: READ,
  },
  OH: {
    name: "Ohio's Problem Gambling Helpline",
    call: { shown: '1-800-589-9966', tel: '+18005899966' },
    text: 'Text 4HOPE to 741741',
    source: 'Pause Before You Play (Ohio for Responsible Gambling), "Ohio\'s Problem Gambling Helpline", pausebeforeyouplay.org',
    read: READ,
  },
  MI: {
    name: 'Michigan Problem Gambling Helpline',
    call: { shown: '1-800-270-7117', tel: '+18002707117' },
    text: null,
    source: 'Michigan Gaming Control Board announcement as reported at playusa.com (2024-02-09): the Michigan Problem Gambling Helpline, 1-800-270-7117, remains in operation',
    read: READ,
  },
  FL: {
    name: 'Florida Council on Compulsive Gambling HelpLine',
    call: { shown: '1-888-ADMIT-IT (1-888-236-4848)', tel: '+18882364848' },
    text: 'Text 321-978-0555',
    source: 'Florida Council on Compulsive Gambling, gamblinghelp.org ("24/7, Confidential, and Multilingual Problem Gambling HelpLine")',
    read: READ,
  },
  NC: {
    name: 'North Carolina Problem Gambling Helpline',
    call: { shown: '1-877-718-5543', tel: '+18777185543' },
    text: 'Text morethanagamenc to 53342',
    source: 'North Carolina Problem Gambling Program, morethanagamenc.com',
    read: READ,
  },
};

/** A state's line as shown: the state named with it. */
export interface StateHelpLine extends HelpLine {
  state: StateCode;
  stateName: string;
}

/** The lines of `states`, in the product's order (the national line apart). */
export const stateHelpLines = (states: readonly StateCode[] = STATE_CODES): StateHelpLine[] =>
  STATE_CODES.filter((s) => states.includes(s)).map((state) => ({ state, stateName: STATES[state].name, ...STATE_HELPLINES[state] }));

/** One line of plain text: "Ohio: Ohio's Problem Gambling Helpline, call 1-800-589-9966, text 4HOPE to 741741". */
function lineText(label: string, h: HelpLine): string {
  if (!h.call) return `${label}: no line of its own found; call the national line.`;
  return `${label}: ${h.name}, call ${h.call.shown}${h.text ? `, ${h.text.replace(/^Text/, 'text')}` : ''}`;
}

/** Every e-mail's footer: the national line and the lines of the states the person follows. */
export function helpFooterText(states: readonly StateCode[] = STATE_CODES): string {
  return [
    '--',
    'Need to talk to someone about gambling? Free and confidential, 24 hours a day:',
    lineText('National', NATIONAL_HELPLINE),
    ...stateHelpLines(states).map((h) => lineText(h.stateName, h)),
  ].join('\n');
}
