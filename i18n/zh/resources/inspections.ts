import type { Catalogue } from '../../en';
import type * as english from '../../en/resources/inspections';

const inspectionLabels = {
  inspectedAt: "检查时间",
  kind: "类型",
  vehicleId: "车辆",
  driverId: "司机",
  vendorId: "校车公司",
  yardId: "车场",
  result: "结果",
  defects: "缺陷",
  odometer: "里程表",
  notes: "司机备注",
  status: "后续处理",
  mechanicName: "机修工",
  mechanicAssignedAt: "机修工指派时间",
  assessment: "机修工检查结论",
  assessedAt: "评估时间",
};

const inspectionSteps = {
  'assign-mechanic': "指派机修工",
  repaired: "标记为已修复",
  'out-of-service': "停止运营",
  'no-defect': "未发现缺陷",
  done: "已保存：检查状态现为“%{status}”。",
};

export const inspectionResources: Catalogue<typeof english.inspectionResources> = {
  'vehicle-inspections': {
    name: "车辆检查",
    fields: inspectionLabels,
    transitions: inspectionSteps,
  },
  'end-of-day-inspections': {
    name: "收车检查",
    fields: inspectionLabels,
    transitions: inspectionSteps,
  },
  'end-of-ride-inspections': {
    name: "行程结束检查",
    fields: { ...inspectionLabels, rideId: "行程", districtId: "学区", campusId: "学校" },
    transitions: inspectionSteps,
  },
};

export const inspectionChoices: Catalogue<typeof english.inspectionChoices> = {
  pre_trip: "出车前",
  post_trip: "行车后",
  end_of_day: "收车",
  end_of_ride: "行程结束",
  pass: "合格",
  defects: "有缺陷",
  fail: "不合格",
  no_follow_up: "无需后续处理",
  reported: "已报告",
  mechanic_assigned: "已指派机修工",
  repaired: "已修复",
  no_defect: "未发现缺陷",
};
