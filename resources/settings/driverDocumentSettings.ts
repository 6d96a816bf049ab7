/**
 * Driver documents v2 settings (DRIVER_DOCUMENT_VIEW to read, DRIVER_DOCUMENT_EDIT to change): per
 * vendor, which document types its drivers must hold and how many days before expiry to warn. Kept
 * by type code, so they stay valid whatever list of document types the driver documents keep.
 */
export const DRIVER_DOCUMENT_TYPE_CODES = [
  'cdl', 'school_bus_endorsement', 'medical_card', 'background_check', 'drug_test', 'first_aid_cpr', 'defensive_driving', 'tb_test',
] as const;

export type DriverDocumentTypeCode = (typeof DRIVER_DOCUMENT_TYPE_CODES)[number];

export interface DriverDocumentTypeSetting {
  typeCode: DriverDocumentTypeCode;
  required: boolean;
  warningDays: number;
  /** null while the vendor has not set this type (the defaults are shown). */
  version: number | null;
}

export interface DriverDocumentSettings {
  vendor: { id: number; name: string };
  types: DriverDocumentTypeSetting[];
}

export const WARNING_DAYS = { min: 0, max: 365, default: 30 } as const;

export function isDriverDocumentTypeCode(code: string): code is DriverDocumentTypeCode {
  return (DRIVER_DOCUMENT_TYPE_CODES as readonly string[]).includes(code);
}

/** The first thing wrong with a change, in words, or null. */
export function driverDocumentSettingsProblem(types: readonly Omit<DriverDocumentTypeSetting, 'version'>[]): string | null {
  const seen = new Set<string>();
  for (const type of types) {
    if (!isDriverDocumentTypeCode(type.typeCode)) return `"${type.typeCode}" is not a driver document type.`;
    if (seen.has(type.typeCode)) return `The document type ${type.typeCode} is listed twice.`;
    seen.add(type.typeCode);
    if (!Number.isInteger(type.warningDays) || type.warningDays < WARNING_DAYS.min || type.warningDays > WARNING_DAYS.max) {
      return `The warning window must be a whole number of days from ${WARNING_DAYS.min} to ${WARNING_DAYS.max}.`;
    }
  }
  return null;
}
