import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { MODEL_KEY_PLACEHOLDER, readReadmeSteps, TOKEN_PLACEHOLDER } from "./n8n/readme";
import { credentialsUsed, inputOf, templateFile, type Workflow } from "./n8n/template";

/** deploy/README.md's n8n steps (the blocks `npm run test:n8n` runs) against the template they set up. */
describe("the n8n steps of deploy/README.md", async () => {
  const steps = await readReadmeSteps();
  const workflow = JSON.parse(await readFile(templateFile, "utf8")) as Workflow;

  it("give every credential the template uses, with its id, name and type, and placeholders to fill", () => {
    const given = steps.credentials.map(({ id, name, type }) => ({ id, name, type }));
    expect(given).toEqual(
      expect.arrayContaining(credentialsUsed(workflow).map(({ id, name, type }) => ({ id, name, type }))),
    );
    expect(given).toHaveLength(credentialsUsed(workflow).length);
    const text = JSON.stringify(steps.credentials);
    expect(text).toContain(MODEL_KEY_PLACEHOLDER);
    expect(text).toContain(`Bearer ${TOKEN_PLACEHOLDER}`);
  });

  it("import the credentials before the workflow, publish it by its id, then start", () => {
    const names = steps.commands.map(([name]) => name);
    expect(names).toEqual(["import:credentials", "import:workflow", "publish:workflow", "start"]);
    expect(steps.commands[2]).toEqual(["publish:workflow", `--id=${workflow.id}`]);
    expect(inputOf(steps, "import:workflow")).toBe("site-assistant.json");
  });

  it("run every command with one user folder and without the calls n8n makes home", () => {
    expect(steps.env.N8N_USER_FOLDER).toBeTruthy();
    expect(steps.env.N8N_DISABLED_MODULES).toBe("mcp-registry");
    expect(steps.env.N8N_DIAGNOSTICS_ENABLED).toBe("false");
    expect(steps.env.N8N_VERSION_NOTIFICATIONS_ENABLED).toBe("false");
  });

  it("keep the intake token out of the workflow: Save handoff sends it from a Header Auth credential", () => {
    const handoff = workflow.nodes.find((node) => node.name === "Save handoff");
    expect(handoff?.parameters).toMatchObject({
      authentication: "genericCredentialType",
      genericAuthType: "httpHeaderAuth",
    });
    expect(handoff?.credentials?.httpHeaderAuth).toBeDefined();
    const parameters = JSON.stringify(workflow.nodes.map((node) => node.parameters));
    expect(parameters.match(/intakeApiToken|Authorization|Bearer/)).toBeNull();
  });
});
