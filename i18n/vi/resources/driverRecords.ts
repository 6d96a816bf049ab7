import type { Catalogue } from '../../en';
import type * as english from '../../en/resources/driverRecords';

export const driverRecordResources: Catalogue<typeof english.driverRecordResources> = {
  'driver-document-types': {
    name: "Loại giấy tờ tài xế",
    fields: {
      name: "Tên",
      code: "Mã",
      vendorId: "Nhà xe",
      warningDays: "Cảnh báo (số ngày trước khi hết hạn)",
      required: "Bắt buộc với mọi tài xế",
      description: "Mô tả",
    },
  },
  'driver-documents': {
    name: "Giấy tờ tài xế",
    fields: {
      driverId: "Tài xế",
      typeId: "Loại giấy tờ",
      vendorId: "Nhà xe",
      yardId: "Bãi xe",
      number: "Số",
      issuedOn: "Ngày cấp",
      expiresOn: "Ngày hết hạn",
      state: "Tình trạng",
      fileName: "Tên tệp",
      notes: "Ghi chú",
    },
  },
  'driver-attendance': {
    name: "Chuyên cần tài xế",
    fields: {
      attendanceDate: "Ngày",
      driverId: "Tài xế",
      vendorId: "Nhà xe",
      yardId: "Bãi xe",
      status: "Chuyên cần",
      clockIn: "Giờ vào ca",
      clockOut: "Giờ ra ca",
      notes: "Ghi chú",
    },
  },
  'driver-standby-status': {
    name: "Trạng thái dự phòng của tài xế",
    fields: {
      firstName: "Tên",
      lastName: "Họ",
      vendorId: "Nhà xe",
      yardId: "Bãi xe",
      phone: "Điện thoại",
      status: "Trạng thái",
      standbyStatus: "Dự phòng",
      standbySince: "Từ lúc",
    },
    transitions: {
      start: "Đưa vào dự phòng",
      end: "Rút khỏi dự phòng",
      done: "Đã lưu: tài xế hiện ở trạng thái %{status}.",
    },
  },
};

export const driverRecordChoices: Catalogue<typeof english.driverRecordChoices> = {
  valid: "Còn hiệu lực",
  expiring: "Sắp hết hạn",
  expired: "Đã hết hạn",
  present: "Có mặt",
  late: "Đi trễ",
  absent: "Vắng mặt",
  sick: "Nghỉ ốm",
  vacation: "Nghỉ phép",
  training: "Đào tạo",
};
