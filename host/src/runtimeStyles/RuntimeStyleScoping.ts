import type { ReleaseOwner } from './ReleaseFolders';
import type { NativeSheetCalls } from './nativeSheetCalls';
import type { RuleScoper } from './scoper/RuleScoper';

/** Holds a rule's place, matching nothing, until the scoper has arrived. */
const PLACEHOLDER = '@media not all {}';

type Held =
  | { sheet: CSSStyleSheet; text: string; owner: ReleaseOwner; placeholder: CSSRule }
  | { sheet: CSSStyleSheet; text: string; owner: ReleaseOwner; placeholder: undefined };

/**
 * Inserts a remote's run-time rules scoped to its slot, and tells `onPageWide` what in them targeted the whole page.
 * The scoper is a lazy chunk, asked for at the first rule a remote inserts (`prepare`); a rule inserted before it has
 * arrived holds its place with a rule that matches nothing, replaced once it has.
 */
export class RuntimeStyleScoping {
  private scoper: RuleScoper | undefined;
  private loading: Promise<void> | undefined;
  private held: Held[] = [];

  constructor(
    private readonly native: NativeSheetCalls,
    private readonly loadScoper: () => Promise<RuleScoper>,
    private readonly onPageWide: (owner: ReleaseOwner, pageWide: string[]) => void,
  ) {}

  /** Starts loading the scoper, once. */
  prepare(): Promise<void> {
    this.loading ??= this.loadScoper().then(
      (scoper) => this.arrived(scoper),
      () => {
        // Held rules stay placeholders: a remote's rules never apply unscoped. The next insert tries again.
        this.loading = undefined;
      },
    );
    return this.loading;
  }

  insertRule(sheet: CSSStyleSheet, rule: string, index: number, owner: ReleaseOwner): number {
    if (this.scoper) return this.native.insertRule.call(sheet, this.scoped(rule, owner), index);
    const at = this.native.insertRule.call(sheet, PLACEHOLDER, index);
    this.held.push({ sheet, text: rule, owner, placeholder: sheet.cssRules[at] as CSSRule });
    void this.prepare();
    return at;
  }

  replaceSync(sheet: CSSStyleSheet, text: string, owner: ReleaseOwner): void {
    if (this.scoper) return this.native.replaceSync.call(sheet, this.scoped(text, owner));
    this.native.replaceSync.call(sheet, '');
    this.held = this.held.filter((held) => held.sheet !== sheet);
    this.held.push({ sheet, text, owner, placeholder: undefined });
    void this.prepare();
  }

  private scoped(text: string, owner: ReleaseOwner): string {
    let scoped: string;
    let pageWide: string[];
    try {
      ({ text: scoped, pageWide } = this.scoper!.scope(text, owner.remote));
    } catch {
      // A selector the scoper cannot read: nothing shows the rule would stay in the slot.
      [scoped, pageWide] = ['', [text.slice(0, 200)]];
    }
    if (pageWide.length > 0) this.onPageWide(owner, pageWide);
    // A rule that could not stay in the slot still takes its place, so the caller's indexes hold.
    return scoped || PLACEHOLDER;
  }

  private arrived(scoper: RuleScoper): void {
    this.scoper = scoper;
    const held = this.held;
    this.held = [];
    for (const { sheet, text, owner, placeholder } of held) {
      if (!placeholder) {
        this.native.replaceSync.call(sheet, this.scoped(text, owner));
        continue;
      }
      // Found again by identity: rules inserted or deleted since have moved it.
      const at = Array.prototype.indexOf.call(sheet.cssRules, placeholder);
      if (at < 0) continue;
      sheet.deleteRule(at);
      this.native.insertRule.call(sheet, this.scoped(text, owner), at);
    }
  }
}
