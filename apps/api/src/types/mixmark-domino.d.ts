/**
 * The parts of @mixmark-io/domino (the HTML parser turndown uses, a server-side DOM) that the live
 * advisory sources use. Its own declarations name the module `domino` and need the DOM library,
 * which the API does not compile against.
 */
declare module '@mixmark-io/domino' {
  export interface DominoElement {
    readonly textContent: string | null;
    readonly outerHTML: string;
    getAttribute(name: string): string | null;
    querySelector(selector: string): DominoElement | null;
    querySelectorAll(selector: string): ArrayLike<DominoElement>;
    remove(): void;
  }

  export interface DominoDocument {
    querySelector(selector: string): DominoElement | null;
    querySelectorAll(selector: string): ArrayLike<DominoElement>;
  }

  export function createDocument(html?: string, force?: boolean): DominoDocument;
}
