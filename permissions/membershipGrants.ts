import { ALL_PERMISSIONS, isPermissionCode, type PermissionCode } from './catalogue';
import { codesOfAccountKind, ROLE_TEMPLATES, templatesFor, type AccountKind, type RoleTemplateName } from './roleTemplates';

/**
 * Who may give which codes (SECURITY.md "Authorization"): the same rules decide what the permission
 * screens offer and what the server accepts.
 */

/** Codes the editor may grant in a membership of this kind: those they hold themselves that the kind can hold. */
export function grantableCodes(editorCodes: readonly string[], kind: AccountKind): PermissionCode[] {
  const held = new Set(editorCodes);
  const ofKind = codesOfAccountKind(kind);
  return ALL_PERMISSIONS.filter((code) => held.has(code) && ofKind.has(code));
}

export interface CodeChanges {
  added: string[];
  removed: string[];
}

export function codeChanges(before: readonly string[], after: readonly string[]): CodeChanges {
  const was = new Set(before);
  const is = new Set(after);
  return { added: [...is].filter((code) => !was.has(code)), removed: [...was].filter((code) => !is.has(code)) };
}

/**
 * The codes a change would give that the editor may not: taking a code away is never an escalation,
 * and a code the membership already holds is not given again. Empty when the change is allowed.
 */
export function ungrantableAdditions(editorCodes: readonly string[], kind: AccountKind, before: readonly string[], after: readonly string[]): string[] {
  const grantable = new Set<string>(grantableCodes(editorCodes, kind));
  return codeChanges(before, after).added.filter((code) => !grantable.has(code));
}

/** Codes in catalogue order, each once: how a membership stores them. */
export function inCatalogueOrder(codes: readonly string[]): PermissionCode[] {
  const wanted = new Set(codes);
  return ALL_PERMISSIONS.filter((code) => wanted.has(code));
}

export function unknownCodes(codes: readonly unknown[]): string[] {
  return codes.filter((code) => !isPermissionCode(code)).map(String);
}

export function isTemplateFor(kind: AccountKind, name: string): name is RoleTemplateName {
  return (templatesFor(kind) as string[]).includes(name);
}

/**
 * A template applied by this editor: its codes they may grant, plus those the membership already
 * holds (keeping them is not granting them); the rest are left out and named.
 */
export function applyTemplate(template: RoleTemplateName, grantable: readonly string[], current: readonly string[]): { codes: PermissionCode[]; leftOut: PermissionCode[] } {
  const allowed = new Set([...grantable, ...current]);
  const codes = ROLE_TEMPLATES[template].codes.filter((code) => allowed.has(code));
  const leftOut = ROLE_TEMPLATES[template].codes.filter((code) => !allowed.has(code));
  return { codes: inCatalogueOrder(codes), leftOut };
}
