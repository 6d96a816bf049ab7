import type { Catalogue } from '../../en';
import type * as english from '../../en/resources/driverRecords';

export const driverRecordResources: Catalogue<typeof english.driverRecordResources> = {
  'driver-document-types': {
    name: "司机证件类型",
    fields: {
      name: "名称",
      code: "代码",
      vendorId: "校车公司",
      warningDays: "提醒（到期前天数）",
      required: "所有司机必备",
      description: "说明",
    },
  },
  'driver-documents': {
    name: "司机证件",
    fields: {
      driverId: "司机",
      typeId: "证件类型",
      vendorId: "校车公司",
      yardId: "车场",
      number: "编号",
      issuedOn: "签发日期",
      expiresOn: "到期日期",
      state: "状态",
      fileName: "文件名",
      notes: "备注",
    },
  },
  'driver-attendance': {
    name: "司机出勤",
    fields: {
      attendanceDate: "日期",
      driverId: "司机",
      vendorId: "校车公司",
      yardId: "车场",
      status: "出勤",
      clockIn: "上班打卡",
      clockOut: "下班打卡",
      notes: "备注",
    },
  },
  'driver-standby-status': {
    name: "司机待命状态",
    fields: {
      firstName: "名",
      lastName: "姓",
      vendorId: "校车公司",
      yardId: "车场",
      phone: "电话",
      status: "状态",
      standbyStatus: "待命",
      standbySince: "开始时间",
    },
    transitions: {
      start: "设为待命",
      end: "取消待命",
      done: "已保存：司机状态现为“%{status}”。",
    },
  },
};

export const driverRecordChoices: Catalogue<typeof english.driverRecordChoices> = {
  valid: "有效",
  expiring: "即将到期",
  expired: "已过期",
  present: "出勤",
  late: "迟到",
  absent: "缺勤",
  sick: "病假",
  vacation: "休假",
  training: "培训",
};
