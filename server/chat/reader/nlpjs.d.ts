// NLP.js ships no types; these are the parts the reader and its comparison use.
declare module "@nlpjs/neural" {
  export class NeuralNetwork {
    constructor(settings?: Record<string, unknown>);
    train(corpus: { input: Record<string, number>; output: Record<string, number> }[]): unknown;
    run(input: Record<string, number>): Record<string, number> | undefined;
    toJSON(): unknown;
    fromJSON(json: unknown): void;
  }
}
declare module "@nlpjs/core" {
  export interface NlpLike {
    settings: Record<string, unknown>;
    addLanguage(language: string): void;
    addDocument(language: string, text: string, intent: string): void;
    train(): Promise<unknown>;
    process(language: string, text: string): Promise<{ intent: string; score: number }>;
    export(minified?: boolean): string;
  }
  export function containerBootstrap(): Promise<{ use(plugin: unknown): void; get(name: "nlp"): NlpLike }>;
}
declare module "@nlpjs/nlp" {
  export const Nlp: unknown;
}
declare module "@nlpjs/lang-en-min" {
  export const LangEn: unknown;
}
declare module "@nlpjs/lang-ta" {
  export const LangTa: unknown;
}
