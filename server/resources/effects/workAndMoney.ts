import { transactionItemEffect, transactionPricingEffect } from './accountingTotals';
import { routeGroupChangeEffect, studentChangeEffect } from './changeRequests';
import type { WriteEffect } from './index';
import { rfidBadgeEffect } from './rfidBadges';
import { routeNotificationEffect } from './routeNotificationSend';
import { timesheetEntryEffect } from './timesheetHours';

/** The effects of the money and work, students and service sections, by resource name. */
export const WORK_AND_MONEY_EFFECTS: Record<string, WriteEffect> = {
  'timesheet-entries': timesheetEntryEffect,
  invoicing: transactionPricingEffect,
  'accounting-transaction-items': transactionItemEffect,
  'route-group-change-requests': routeGroupChangeEffect,
  'student-change-requests': studentChangeEffect,
  'student-rfid': rfidBadgeEffect,
  'route-notifications': routeNotificationEffect,
};
