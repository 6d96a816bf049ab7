import type { Catalogue } from '../../en';
import type * as english from '../../en/resources/requests';

export const requestResources: Catalogue<typeof english.requestResources> = {
  'transportation-requests': {
    name: "交通服务申请",
    fields: {
      studentName: "学生",
      studentId: "在册学生",
      grade: "年级",
      districtId: "学区",
      campusId: "学校",
      programId: "项目",
      requestType: "申请类型",
      address: "家庭住址",
      lat: "纬度",
      lng: "经度",
      locationVerified: "位置已核实",
      wheelchair: "轮椅",
      monitorRequired: "需要随车照管员",
      carSeat: "儿童安全座椅",
      needsNotes: "特殊需求",
      requestedStartDate: "服务开始日期",
      status: "状态",
      decisionNote: "决定说明",
      reviewedAt: "审核时间",
      routeId: "班次",
      scheduledAt: "排班时间",
    },
    transitions: {
      approve: "批准",
      decline: "拒绝",
      schedule: "安排到班次",
      done: "已保存：申请状态现为“%{status}”。",
    },
  },
};

export const requestChoices: Catalogue<typeof english.requestChoices> = {
  new_enrollment: "新入学",
  address_change: "地址变更",
  program_placement: "项目安置",
  temporary_need: "临时需求",
  declined: "已拒绝",
};
