import path from "node:path";
import { parseArgs } from "node:util";
import { type Browser, chromium, type Page } from "@playwright/test";
import { serveBuild } from "./serve-build";

/**
 * The dead-window benchmark (not a test): how long after the first paint a tap on the phone
 * menu, the chat launcher or the theme toggle first does something, on a phone-sized screen
 * with a slowed-down CPU. From before the navigation starts, a real touch tap (CDP) is sent to
 * the control every 40 ms, once the page is laid out for the phone, until it reacts; the page
 * records when that happened. Median of
 * `--runs` fresh loads per page, control and CPU slowdown.
 *
 *   npm run bench:dead-window -- [--build build] [--pages /,/about] [--cpu 4,8]
 *     [--controls menu,chat,theme] [--runs 3]
 */
const { values } = parseArgs({
  options: {
    build: { type: "string", default: "build" },
    pages: { type: "string", default: "/,/about" },
    cpu: { type: "string", default: "4,8" },
    controls: { type: "string", default: "menu,chat,theme" },
    runs: { type: "string", default: "3" },
  },
});

const root = path.resolve(import.meta.dirname, "..");
const TAP_INTERVAL_MS = 40;
const GIVE_UP_MS = 20_000;
const phone = { width: 390, height: 844 };

/** Each control: where to tap (its accessible name before the tap) and what "it worked" means in the page. */
const controls = {
  menu: { button: 'header button[aria-label="Open menu"]', worked: `!!document.getElementById("mobile-menu")` },
  chat: {
    button: 'button[aria-label="Chat with our assistant"]',
    worked: `(() => { const panel = document.getElementById("chat-panel"); return !!panel && panel.getClientRects().length > 0; })()`,
  },
  theme: {
    button: 'header button[aria-label="Switch to dark theme"]',
    worked: `document.documentElement.classList.contains("dark")`,
  },
} as const;
type Control = keyof typeof controls;

/** Runs in the page before anything else: notes the first paint and the moment the control worked. */
const recorder = (worked: string) => `
  window.__deadWindow = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-paint") window.__deadWindow.firstPaint = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  const check = () => {
    if (window.__deadWindow.worked === undefined && document.documentElement && (${worked})) {
      window.__deadWindow.worked = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
`;

async function controlCentre(browser: Browser, baseUrl: string, route: string, control: Control) {
  const page = await browser.newPage({ viewport: phone, hasTouch: true, isMobile: true, colorScheme: "light" });
  await page.goto(baseUrl + route);
  const box = await page.locator(controls[control].button).first().boundingBox();
  await page.close();
  if (!box) throw new Error(`${route}: no ${control} control (${controls[control].button})`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function oneRun(page: Page, url: string, control: Control, at: { x: number; y: number }, cpu: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  await page.addInitScript(recorder(controls[control].worked));
  const navigation = page.goto(url, { waitUntil: "load" });
  const started = Date.now();
  let taps = 0;
  while (Date.now() - started < GIVE_UP_MS) {
    const state = await page
      .evaluate(() => ({
        worked: (window as unknown as { __deadWindow?: { worked?: number } }).__deadWindow?.worked,
        laidOutForPhone: innerWidth === screen.width,
      }))
      .catch(() => undefined);
    if (state?.worked !== undefined) break;
    // CDP converts a tap's position with the page scale it knows when the tap is sent. Until the
    // page's viewport tag has been read, that scale is the desktop-width default, and a tap
    // meant for the control lands elsewhere (at about 0.4 times its coordinates on a 390 px
    // phone). A finger's tap is converted when the page handles it, so it has no such problem.
    if (!state?.laidOutForPhone) {
      await new Promise((resolve) => setTimeout(resolve, TAP_INTERVAL_MS));
      continue;
    }
    await cdp
      .send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: at.x, y: at.y }] })
      .then(() => cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] }))
      .catch(() => {});
    taps++;
    await new Promise((resolve) => setTimeout(resolve, TAP_INTERVAL_MS));
  }
  await navigation.catch(() => {});
  const result = await page.evaluate(
    () => (window as unknown as { __deadWindow: { firstPaint?: number; worked?: number } }).__deadWindow,
  );
  if (result.firstPaint === undefined || result.worked === undefined) {
    throw new Error(`${url} ${control} at ${cpu}x: no reaction within ${GIVE_UP_MS} ms after ${taps} taps`);
  }
  return Math.max(0, result.worked - result.firstPaint);
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function main() {
  const clientDir = path.resolve(root, values.build, "client");
  const server = await serveBuild(clientDir, root);
  const { baseUrl } = server;
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
  const runs = Number(values.runs);
  console.log(`Dead window after first paint, ${values.build}, median of ${runs} (ms)\n`);
  console.log("| page | control | CPU slowdown | median | runs |\n| --- | --- | ---: | ---: | --- |");
  try {
    for (const route of values.pages.split(",")) {
      for (const control of values.controls.split(",") as Control[]) {
        const at = await controlCentre(browser, baseUrl, route, control);
        for (const cpu of values.cpu.split(",").map(Number)) {
          const times: number[] = [];
          for (let run = 0; run < runs; run++) {
            const context = await browser.newContext({
              viewport: phone,
              hasTouch: true,
              isMobile: true,
              colorScheme: "light",
            });
            times.push(await oneRun(await context.newPage(), baseUrl + route, control, at, cpu));
            await context.close();
          }
          const rounded = times.map(Math.round);
          console.log(`| ${route} | ${control} | ${cpu}x | ${Math.round(median(times))} | ${rounded.join(", ")} |`);
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
