import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { CHAT_API_PATH } from "../app/api-contract";
import { readBuildDirectory } from "../app/lib/public-settings";
import { n8nTools, systemPrompt } from "../server/chat/ai/system-prompt";
import { openDatabase } from "../server/db/database";
import { startAppProcess } from "../server/testing/app-process";
import { chromiumPath } from "../server/testing/chromium";
import { type FakeOpenAI, startFakeOpenAI } from "../server/testing/fake-openai";
import { freePorts } from "../server/testing/ports";
import {
  firstSentence,
  HANDOFF_REPLY,
  HANDOFF_REQUEST,
  HANDOFF_SUMMARY,
  passagesIn,
  QUESTION,
  SEARCH_QUERY,
  siteAssistantModel,
  toolWith,
  VISITOR,
} from "./n8n/model";
import { findRunner, type N8nProcess, type N8nRunner, startN8n } from "./n8n/n8n-process";
import { askThroughProxy } from "./n8n/proxy-check";
import { readReadmeSteps } from "./n8n/readme";
import { prepareTemplate, settingOf, type Workflow } from "./n8n/template";
import { launchChromium, openChatPanel } from "./n8n/widget";
import { readBuild } from "./topology/environment";
import { Teardown } from "./topology/teardown";

/**
 * `npm run test:n8n`: the workflow template deploy/n8n/site-assistant.json on a real n8n
 * (deploy/n8n/runner), set up by deploy/README.md's own steps, read from its marked blocks
 * (scripts/n8n/readme.ts), from a fresh n8n user folder: the site's address edited into the
 * template, the README's credentials file filled in (the model, here a local fake that speaks
 * OpenAI's chat completions, and the intake token as a Header Auth credential) and imported
 * before the workflow, the workflow published and n8n started with the README's settings, and
 * our app's CHAT_WEBHOOK_URL pointing at its Chat Trigger. A question asked through our proxy
 * and then in the chat panel makes the model call the search tool, which hits our
 * /api/knowledge/search; the answer quotes what it found and streams into the panel. Then the
 * visitor asks for a person, the model calls the handoff tool, and the lead is stored with
 * source "chat", accepted on the intake token that only the credential holds.
 */
const ANSWER_TIMEOUT_MS = 90_000;
const LEAD_TIMEOUT_MS = 15_000;

const projectRoot = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(projectRoot, readBuildDirectory(process.env));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function skipOrFail(message: string): never {
  if (process.env.CI) {
    console.error(`FAILED: ${message}`);
    process.exit(1);
  }
  console.log(`Skipped: ${message}`);
  process.exit(0);
}

async function runnerOrSkip(): Promise<N8nRunner> {
  const runner = await findRunner();
  if ("missing" in runner) skipOrFail(`test:n8n needs the n8n runner: ${runner.missing}`);
  if (!existsSync(chromiumPath))
    skipOrFail(`test:n8n needs Chromium at ${chromiumPath} (Debian: apt-get install chromium)`);
  return runner;
}

interface Started {
  model: FakeOpenAI;
  n8n: N8nProcess;
  appUrl: string;
  appOutput: () => string;
  databaseFile: string;
  /** The template as imported. */
  workflow: Workflow;
  workflowText: string;
  intakeApiToken: string;
}

async function startEverything(runner: N8nRunner, teardown: Teardown, figures: string[]): Promise<Started> {
  const began = performance.now();
  const site = await readBuild(buildDir);
  const dir = await mkdtemp(path.join(tmpdir(), "test-n8n-"));
  teardown.add("temp folder", () => rm(dir, { recursive: true, force: true }));
  const userFolder = path.join(dir, "n8n");
  await mkdir(userFolder);

  const model = await startFakeOpenAI(siteAssistantModel);
  teardown.add("fake model", () => model.close());
  const [appPort, n8nPort, brokerPort] = (await freePorts(3)) as [number, number, number];
  const appUrl = `http://127.0.0.1:${appPort}`;
  const intakeApiToken = randomBytes(32).toString("hex");
  const steps = await readReadmeSteps();
  const template = await prepareTemplate({
    dir,
    steps,
    siteUrl: appUrl,
    intakeApiToken,
    model: { baseUrl: model.baseUrl, apiKey: "sk-test-fake-model" },
  });

  const databaseFile = path.join(dir, "site.db");
  const [n8n, app] = await Promise.all([
    startN8n(runner, { steps, dir, userFolder, port: n8nPort, brokerPort, webhookId: template.webhookId }),
    startAppProcess({
      label: "app",
      port: appPort,
      env: {
        SKIP_BUILD: "1",
        BUILD_DIR: buildDir,
        SITE_URL: site.siteUrl,
        SQLITE_FILE: databaseFile,
        SPOOL_DIR: path.join(dir, "spool"),
        CHAT_WEBHOOK_URL: `http://127.0.0.1:${n8nPort}/webhook/${template.webhookId}/chat`,
        INTAKE_API_TOKEN: intakeApiToken,
        // Every request is logged, so the search tool's call can be seen arriving.
        LOG_LEVEL: "info",
        DELIVERY_INTERVAL_MS: "3600000",
      },
    }),
  ]);
  teardown.add("n8n", () => n8n.stop());
  teardown.add("app", () => app.stop());
  figures.push(
    `n8n ${runner.version} and the app started in ${seconds(performance.now() - began)}; ` +
      `the Chat Trigger answered ${seconds(n8n.firstAnswerMs)} after n8n start`,
  );
  return {
    model,
    n8n,
    appUrl,
    appOutput: () => app.output(),
    databaseFile,
    workflow: template.workflow,
    workflowText: await readFile(template.workflowFile, "utf8"),
    intakeApiToken,
  };
}

/** The system message n8n sends is the AI mode's prompt with the template's tools and Site settings' WhatsApp link. */
function checkSystemMessage(started: Started, problems: string[]): void {
  const [first] = started.model.requests;
  const messages = (first?.body.messages ?? []) as { role: string; content?: unknown }[];
  const system = messages.find((message) => message.role === "system")?.content;
  const whatsappLink = settingOf(started.workflow, "whatsappLink");
  const expected = systemPrompt({ whatsappLink, tools: n8nTools });
  if (system !== expected) {
    problems.push(
      `n8n's system message is not systemPrompt() with n8nTools: got ${JSON.stringify(system).slice(0, 300)}`,
    );
  }
  const offered = ((first?.body.tools ?? []) as { function: { name: string } }[]).map((tool) => tool.function.name);
  const named = [...n8nTools.search, n8nTools.handoff];
  if (JSON.stringify([...offered].sort()) !== JSON.stringify([...named].sort())) {
    problems.push(`n8n offered the tools ${offered.join(", ")}; the system message names ${named.join(", ")}`);
  }
}

/** A question through POST /api/chat: the model searches our site through n8n, then answers from it. */
async function checkProxy(started: Started, problems: string[], figures: string[]): Promise<void> {
  const { model, appUrl, appOutput } = started;
  const answer = await askThroughProxy(appUrl, QUESTION, `n8n-proxy-${Date.now()}`, ANSWER_TIMEOUT_MS);
  const [first] = model.requests;
  const searchTool = first && toolWith(first, "query");
  if (!searchTool) {
    problems.push(`n8n offered the model no search tool with a query: ${JSON.stringify(first?.body.tools ?? [])}`);
    return;
  }
  if (!toolWith(first, "phone")) problems.push("n8n offered the model no handoff tool with a phone parameter");
  if (first.body.stream !== true) problems.push("n8n did not ask the model for a streamed answer");
  checkSystemMessage(started, problems);

  const searchLog = appOutput()
    .split("\n")
    .filter((line) => line.includes("/api/knowledge/search"));
  if (!searchLog.some((line) => line.includes(encodeURIComponent(SEARCH_QUERY)) || line.includes("Pro+plan+price"))) {
    problems.push(`our server logged no search for "${SEARCH_QUERY}" (its lines: ${searchLog.join(" | ") || "none"})`);
  }
  const toolResult = model.requests
    .map((request) => request.body.messages?.at(-1))
    .find((message) => message?.role === "tool");
  const received = passagesIn(String(toolResult?.content ?? ""));
  const ours = (await (
    await fetch(`${appUrl}/api/knowledge/search?q=${encodeURIComponent(SEARCH_QUERY)}&limit=5`)
  ).json()) as { results: { title: string; url: string; text: string }[] };
  if (!received.length || JSON.stringify(received[0]) !== JSON.stringify(ours.results[0])) {
    problems.push(
      `the model did not get our search results back: it got ${JSON.stringify(toolResult?.content).slice(0, 300)}`,
    );
  }
  const expected = ours.results[0] ? firstSentence(ours.results[0].text) : "(no result)";
  if (answer.status !== 200 || !answer.text.includes(expected)) {
    problems.push(
      `through ${CHAT_API_PATH}: ${answer.status} "${answer.text.slice(0, 200)}", expected it to quote "${expected}"`,
    );
  }
  if (
    !answer.contentType.startsWith("application/json") ||
    answer.types[0] !== "begin" ||
    !answer.types.includes("end")
  ) {
    problems.push(`the answer was not n8n's stream: ${answer.contentType}, lines ${answer.types.join(",")}`);
  }
  if (answer.textReads < 2) problems.push(`the answer came in ${answer.textReads} piece(s) with text, not streamed`);
  figures.push(
    `through ${CHAT_API_PATH}: first text after ${seconds(answer.firstTextMs)}, whole answer ${seconds(answer.totalMs)}, ` +
      `${answer.types.filter((type) => type === "item").length} item lines in ${answer.textReads} reads; ` +
      `${model.requests.length} model requests`,
  );
}

/**
 * The same in the chat panel, then the handoff; the lead must be stored with source "chat". n8n
 * sends no browser Origin, so our app takes it only with the intake token, which is in the
 * Header Auth credential alone: neither the imported workflow nor its Save handoff node has it.
 */
async function checkWidget(started: Started, teardown: Teardown, problems: string[], figures: string[]) {
  const { model, appUrl, databaseFile } = started;
  const handoffNode = started.workflow.nodes.find((node) => node.name === "Save handoff");
  if (started.workflowText.includes(started.intakeApiToken))
    problems.push("the imported workflow holds the intake token");
  if (handoffNode?.parameters.genericAuthType !== "httpHeaderAuth" || !handoffNode.credentials?.httpHeaderAuth) {
    problems.push(`Save handoff does not authenticate with a Header Auth credential: ${JSON.stringify(handoffNode)}`);
  }
  const browser = await launchChromium();
  teardown.add("Chromium", () => browser.close());
  const panel = await openChatPanel(browser, appUrl);
  const ours = (await (
    await fetch(`${appUrl}/api/knowledge/search?q=${encodeURIComponent(SEARCH_QUERY)}&limit=1`)
  ).json()) as { results: { title: string; url: string; text: string }[] };
  const expected = firstSentence(ours.results[0]?.text ?? "(no result)");

  const asked = performance.now();
  const states = await panel.ask(QUESTION, expected, ANSWER_TIMEOUT_MS);
  const answerMs = performance.now() - asked;
  // The answer grew in the panel: some states showed its start, not yet all of it.
  const start = expected.slice(0, 20);
  const partial = states.filter((state) => state.includes(start) && !state.includes(expected));
  if (partial.length < 2) {
    problems.push(`the panel showed the answer in ${partial.length} partial state(s): it did not stream in`);
  }
  const link = panel.log.locator(`a[href="${ours.results[0]?.url}"]`);
  const linked = await link.waitFor({ timeout: ANSWER_TIMEOUT_MS }).then(
    () => true,
    () => false,
  );
  if (!linked) problems.push(`the answer in the panel has no link to ${ours.results[0]?.url}`);
  const shown = await panel.log.innerText();
  if (shown.includes('{"type"')) problems.push("the panel shows raw stream lines");

  const requestsBefore = model.requests.length;
  await panel.ask(HANDOFF_REQUEST, HANDOFF_REPLY, ANSWER_TIMEOUT_MS);
  const handoffRequest = model.requests[requestsBefore];
  if (!JSON.stringify(handoffRequest?.body.messages ?? []).includes(QUESTION)) {
    problems.push("n8n's memory did not give the model the earlier question with the handoff");
  }
  figures.push(`in the panel: answer after ${seconds(answerMs)}, ${partial.length} partial states seen`);

  const database = await openDatabase({ kind: "sqlite", file: databaseFile });
  try {
    const deadline = Date.now() + LEAD_TIMEOUT_MS;
    let lead: { name: string; phone: string; message: string; source: string } | undefined;
    while (!lead && Date.now() < deadline) {
      lead = await database.db
        .selectFrom("inquiries")
        .select(["name", "phone", "message", "source"])
        .where("name", "=", VISITOR.name)
        .executeTakeFirst();
      if (!lead) await sleep(200);
    }
    if (!lead) problems.push("the handoff stored no lead");
    else if (lead.source !== "chat" || lead.phone !== VISITOR.phone || !lead.message.includes(HANDOFF_SUMMARY)) {
      problems.push(`the stored lead is not the handoff: ${JSON.stringify(lead)}`);
    } else {
      const credential = handoffNode?.credentials?.httpHeaderAuth?.name;
      figures.push(
        `lead stored: ${lead.name}, ${lead.phone}, source ${lead.source}, token from the "${credential}" credential`,
      );
    }
  } finally {
    await database.close();
  }
}

const runner = await runnerOrSkip();
const teardown = new Teardown();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping everything the test started`);
    void teardown.run().finally(() => process.exit(130));
  });
}

const wallStart = performance.now();
const problems: string[] = [];
const figures: string[] = [];
let started: Started | undefined;
try {
  started = await startEverything(runner, teardown, figures);
  await checkProxy(started, problems, figures);
  await checkWidget(started, teardown, problems, figures);
} catch (error) {
  problems.push(`the test stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
}
const callingOut = started?.n8n
  .output()
  .split("\n")
  .filter((line) => /ENOTFOUND|EAI_AGAIN|getaddrinfo/.test(line));
if (callingOut?.length) problems.push(`n8n tried to reach the internet: ${callingOut.slice(0, 3).join(" | ")}`);
if (problems.length && started) {
  const tail = (text: string) => text.split("\n").slice(-30).join("\n");
  console.error(`n8n:\n${tail(started.n8n.output())}\n\napp:\n${tail(started.appOutput())}\n`);
}
await teardown.run();
figures.push(`wall time ${seconds(performance.now() - wallStart)}`);
console.log(figures.map((figure) => `- ${figure}`).join("\n"));
if (problems.length) {
  console.error(`\nFAILED (${problems.length}):\n${problems.map((problem) => `- ${problem}`).join("\n")}`);
  process.exit(1);
}
console.log(`\nPASSED: the n8n template (n8n ${runner.version}) answers through our proxy and widget.`);
process.exit(0);
