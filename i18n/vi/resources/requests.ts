import type { Catalogue } from '../../en';
import type * as english from '../../en/resources/requests';

export const requestResources: Catalogue<typeof english.requestResources> = {
  'transportation-requests': {
    name: "Yêu cầu đưa đón",
    fields: {
      studentName: "Học sinh",
      studentId: "Học sinh đã ghi danh",
      grade: "Lớp",
      districtId: "Học khu",
      campusId: "Trường",
      programId: "Chương trình",
      requestType: "Loại yêu cầu",
      address: "Địa chỉ nhà",
      lat: "Vĩ độ",
      lng: "Kinh độ",
      locationVerified: "Đã xác minh vị trí",
      wheelchair: "Xe lăn",
      monitorRequired: "Cần giám sát viên",
      carSeat: "Ghế an toàn trẻ em",
      needsNotes: "Nhu cầu",
      requestedStartDate: "Đưa đón từ ngày",
      status: "Trạng thái",
      decisionNote: "Ghi chú quyết định",
      reviewedAt: "Xem xét lúc",
      routeId: "Lượt chạy",
      scheduledAt: "Xếp lịch lúc",
    },
    transitions: {
      approve: "Duyệt",
      decline: "Từ chối",
      schedule: "Xếp vào lượt chạy",
      done: "Đã lưu: yêu cầu hiện ở trạng thái %{status}.",
    },
  },
};

export const requestChoices: Catalogue<typeof english.requestChoices> = {
  new_enrollment: "Ghi danh mới",
  address_change: "Đổi địa chỉ",
  program_placement: "Xếp vào chương trình",
  temporary_need: "Nhu cầu tạm thời",
  declined: "Bị từ chối",
};
