import type { Catalogue } from '../../en';
import type * as english from '../../en/resources/inspections';

const inspectionLabels = {
  inspectedAt: "Kiểm tra lúc",
  kind: "Loại",
  vehicleId: "Xe",
  driverId: "Tài xế",
  vendorId: "Nhà xe",
  yardId: "Bãi xe",
  result: "Kết quả",
  defects: "Lỗi phát hiện",
  odometer: "Số công-tơ-mét",
  notes: "Ghi chú của tài xế",
  status: "Xử lý tiếp",
  mechanicName: "Thợ máy",
  mechanicAssignedAt: "Giao thợ máy lúc",
  assessment: "Kết luận của thợ máy",
  assessedAt: "Đánh giá lúc",
};

const inspectionSteps = {
  'assign-mechanic': "Giao thợ máy",
  repaired: "Đánh dấu đã sửa",
  'out-of-service': "Ngừng cho xe phục vụ",
  'no-defect': "Không phát hiện lỗi",
  done: "Đã lưu: lần kiểm tra hiện ở trạng thái %{status}.",
};

export const inspectionResources: Catalogue<typeof english.inspectionResources> = {
  'vehicle-inspections': {
    name: "Kiểm tra xe",
    fields: inspectionLabels,
    transitions: inspectionSteps,
  },
  'end-of-day-inspections': {
    name: "Kiểm tra cuối ngày",
    fields: inspectionLabels,
    transitions: inspectionSteps,
  },
  'end-of-ride-inspections': {
    name: "Kiểm tra cuối chuyến",
    fields: { ...inspectionLabels, rideId: "Chuyến xe", districtId: "Học khu", campusId: "Trường" },
    transitions: inspectionSteps,
  },
};

export const inspectionChoices: Catalogue<typeof english.inspectionChoices> = {
  pre_trip: "Trước chuyến",
  post_trip: "Sau chuyến",
  end_of_day: "Cuối ngày",
  end_of_ride: "Cuối chuyến",
  pass: "Đạt",
  defects: "Có lỗi",
  fail: "Không đạt",
  no_follow_up: "Không cần xử lý",
  reported: "Đã báo cáo",
  mechanic_assigned: "Đã giao thợ máy",
  repaired: "Đã sửa",
  no_defect: "Không phát hiện lỗi",
};
