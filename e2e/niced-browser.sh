#!/bin/sh
# The browser tests' browser, lower in the processor's queue, when npm test asks for it
# (E2E_BROWSER_NICE; scripts/test.mjs, "lanes"). Playwright starts the browser in a session of its
# own, and Linux shares the processor between sessions before it looks at a process's nice
# (autogroup): so the session's nice is set as well. E2E_BROWSER names the browser.
echo "$E2E_BROWSER_NICE" > /proc/self/autogroup 2>/dev/null || true
exec nice -n "$E2E_BROWSER_NICE" "$E2E_BROWSER" "$@"
