import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { APICallError, generateText, stepCountIs, streamText, tool } from "ai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { type FakeOpenAI, type FakeRequest, type FakeTurn, startFakeOpenAI } from "./fake-openai";

// The fake is checked against the AI SDK the server uses: whatever it accepts here, it accepts from OpenAI.

let fake: FakeOpenAI | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function modelAnswering(script: (request: FakeRequest) => FakeTurn, options: { includeUsage?: boolean } = {}) {
  fake = await startFakeOpenAI(script);
  const provider = createOpenAICompatible({
    name: "fake",
    baseURL: fake.baseUrl,
    apiKey: "test-key",
    includeUsage: options.includeUsage,
  });
  return provider.chatModel("fake-model");
}

const weather = tool({
  description: "the weather in a city",
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => `Sunny in ${city}`,
});

describe("the fake OpenAI-compatible server", () => {
  it("streams text in several pieces and reports usage when asked", async () => {
    const model = await modelAnswering(() => ({ text: "Hello there, shop owner.", chunkSize: 5 }), {
      includeUsage: true,
    });
    const result = streamText({ model, prompt: "hi", maxRetries: 0 });
    const pieces: string[] = [];
    for await (const piece of result.textStream) pieces.push(piece);
    expect(pieces.join("")).toBe("Hello there, shop owner.");
    expect(pieces.length).toBeGreaterThan(3);
    expect(await result.finishReason).toBe("stop");
    expect((await result.usage).outputTokens).toBeGreaterThan(0);
    const [request] = fake?.requests ?? [];
    expect(request?.body).toMatchObject({ model: "fake-model", stream: true, stream_options: { include_usage: true } });
    expect(request?.headers.authorization).toBe("Bearer test-key");
  });

  it("streams tool calls that the SDK runs before asking again", async () => {
    const model = await modelAnswering((request) =>
      request.body.messages.some((message: { role: string }) => message.role === "tool")
        ? { text: "It is sunny in Chennai." }
        : { toolCalls: [{ name: "weather", arguments: { city: "Chennai" } }] },
    );
    const result = streamText({
      model,
      prompt: "weather?",
      tools: { weather },
      stopWhen: stepCountIs(3),
      maxRetries: 0,
    });
    expect(await result.text).toBe("It is sunny in Chennai.");
    const steps = await result.steps;
    expect(steps[0]?.toolCalls.map((call) => [call.toolName, call.input])).toEqual([["weather", { city: "Chennai" }]]);
    expect(steps[0]?.toolResults.map((result) => result.output)).toEqual(["Sunny in Chennai"]);
    const second = fake?.requests[1]?.body;
    expect(second.tools[0].function.name).toBe("weather");
    expect(second.messages.at(-1)).toMatchObject({ role: "tool", content: "Sunny in Chennai" });
  });

  it("answers in one body with tool calls when not streaming", async () => {
    const model = await modelAnswering((request) =>
      request.body.messages.some((message: { role: string }) => message.role === "tool")
        ? { text: "Done." }
        : { toolCalls: [{ name: "weather", arguments: { city: "Madurai" } }] },
    );
    const result = await generateText({
      model,
      prompt: "weather?",
      tools: { weather },
      stopWhen: stepCountIs(3),
      maxRetries: 0,
    });
    expect(result.text).toBe("Done.");
    expect(result.steps[0]?.finishReason).toBe("tool-calls");
    expect(result.steps[0]?.toolCalls[0]?.input).toEqual({ city: "Madurai" });
    expect(fake?.requests[0]?.body.stream).toBeFalsy();
    expect(result.usage.inputTokens).toBeGreaterThan(0);
  });

  it("answers errors the way OpenAI does: status, error body and headers", async () => {
    const model = await modelAnswering(() => ({ status: 429, headers: { "retry-after": "7" } }));
    const error = await generateText({ model, prompt: "hi", maxRetries: 0 }).catch((caught: unknown) => caught);
    expect(APICallError.isInstance(error)).toBe(true);
    const apiError = error as APICallError;
    expect(apiError.statusCode).toBe(429);
    expect(apiError.responseHeaders?.["retry-after"]).toBe("7");
    expect(apiError.message).toContain("Rate limit");
  });

  it("fails a stream with a 500 as an API call error", async () => {
    const model = await modelAnswering(() => ({ status: 500 }));
    const errors: unknown[] = [];
    const result = streamText({ model, prompt: "hi", maxRetries: 0, onError: ({ error }) => void errors.push(error) });
    for await (const _ of result.textStream) {
    }
    expect(errors).toHaveLength(1);
    expect((errors[0] as APICallError).statusCode).toBe(500);
  });

  it("hangs until the client gives up", async () => {
    const model = await modelAnswering(() => ({ hang: true }));
    const error = await generateText({
      model,
      prompt: "hi",
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(300),
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toMatch(/Abort|Timeout/);
    expect(fake?.requests).toHaveLength(1);
    await vi.waitFor(() => expect(fake?.abandoned()).toBe(1));
  });

  it("breaks off a whole answer halfway through its body", async () => {
    const model = await modelAnswering(() => ({ text: "Never complete.", dropAfterChars: 5 }));
    const error = await generateText({ model, prompt: "hi", maxRetries: 0 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(fake?.abandoned()).toBe(0);
  });

  it("drops the connection mid-stream after the characters it was told to send", async () => {
    const model = await modelAnswering(() => ({
      text: "The first part arrives, the rest never does.",
      dropAfterChars: 16,
      chunkSize: 4,
    }));
    const result = streamText({ model, prompt: "hi", maxRetries: 0, onError: () => {} });
    let received = "";
    const failure = await (async () => {
      for await (const piece of result.textStream) received += piece;
    })().catch((caught: unknown) => caught);
    expect(received).toBe("The first part a");
    expect(APICallError.isInstance(failure)).toBe(true);
    expect(String((failure as Error).cause)).toContain("terminated");
    // Dropped by the script, not given up by the client.
    expect(fake?.abandoned()).toBe(0);
  });
});
