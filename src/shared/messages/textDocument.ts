/** A page of running text (legal pages, how it works, course description): headed sections of blocks. */

/** A paragraph, or a bulleted list. */
export type TextBlock = string | { readonly list: readonly string[] };

export interface TextSection {
  readonly heading: string;
  readonly blocks: readonly TextBlock[];
}

export interface TextDocument {
  readonly title: string;
  /** Shown under the title, before the sections. */
  readonly intro?: string;
  readonly sections: readonly TextSection[];
}
