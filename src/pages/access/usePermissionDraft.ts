import { useMemo, useState } from 'react';
import type { MembershipEditorView, PermissionChange } from '../../../permissions/accessManagement';
import { PERMISSION_GROUPS, type PermissionGroup } from '../../../permissions/catalogue';
import { applyTemplate, codeChanges, inCatalogueOrder } from '../../../permissions/membershipGrants';
import { codesOfAccountKind, type RoleTemplateName } from '../../../permissions/roleTemplates';

export interface CodeOption {
  code: string;
  checked: boolean;
  /** A code the editor may not grant can still be taken away, and given back while unsaved. */
  changeable: boolean;
}

/**
 * The codes being edited for one membership, before they are saved: a template applied, codes ticked
 * by group. What may be ticked follows the same rules as the server (permissions/membershipGrants.ts).
 */
export function usePermissionDraft(view: MembershipEditorView) {
  const original = view.membership.permissions;
  const [codes, setCodes] = useState<Set<string>>(() => new Set(original));
  const [template, setTemplate] = useState<RoleTemplateName | ''>(view.membership.roleTemplate ?? '');
  const [leftOut, setLeftOut] = useState<string[]>([]);
  const changeable = useMemo(() => new Set([...view.grantable, ...original]), [view.grantable, original]);

  const groups = useMemo(() => {
    const ofKind = codesOfAccountKind(view.membership.accountKind) as ReadonlySet<string>;
    return (Object.entries(PERMISSION_GROUPS) as [PermissionGroup, readonly string[]][])
      .map(([group, groupCodes]) => ({
        group,
        options: groupCodes.filter((code) => ofKind.has(code) || codes.has(code))
          .map((code): CodeOption => ({ code, checked: codes.has(code), changeable: view.editable && changeable.has(code) })),
      }))
      .filter(({ options }) => options.length > 0);
  }, [codes, changeable, view.editable, view.membership.accountKind]);

  const changes = useMemo(() => codeChanges(original, [...codes]), [original, codes]);

  const setChecked = (targets: readonly string[], checked: boolean) => setCodes((current) => {
    const next = new Set(current);
    for (const code of targets.filter((target) => changeable.has(target))) {
      if (checked) next.add(code);
      else next.delete(code);
    }
    return next;
  });

  return {
    groups,
    template,
    leftOut,
    changes,
    isChanged: changes.added.length + changes.removed.length > 0 || template !== (view.membership.roleTemplate ?? ''),
    setChecked,
    chooseTemplate: setTemplate,
    applyChosenTemplate: () => {
      if (!template) return;
      const applied = applyTemplate(template, view.grantable, original);
      setCodes(new Set(applied.codes));
      setLeftOut(applied.leftOut);
    },
    reset: () => {
      setCodes(new Set(original));
      setTemplate(view.membership.roleTemplate ?? '');
      setLeftOut([]);
    },
    change: (): PermissionChange => ({
      version: view.membership.version,
      permissions: inCatalogueOrder([...codes]),
      roleTemplate: template || null,
    }),
  };
}

export type PermissionDraft = ReturnType<typeof usePermissionDraft>;
