import type { Catalogue } from '../en';
import type { work as english } from '../en/work';

/** The hand-written parts of the Activities and Accounting screens, in Vietnamese. */
export const work: Catalogue<typeof english> = {
  activities: {
    intro: 'Số giờ làm việc của tài xế và giám sát viên. Tải lên tệp chấm công, rồi duyệt các mục, từng mục một hoặc nhiều mục cùng lúc.',
    entries: 'Mục chấm công',
  },
  upload: {
    title: 'Tải lên bảng chấm công',
    help: 'Tệp CSV có dòng đầu tiên ghi tên các cột %{columns}. employee_type là driver (tài xế) hoặc monitor (giám sát viên), employee_id là số của tài xế hoặc giám sát viên trong bảng điều khiển (như trong địa chỉ trang của họ, /drivers/12), date theo dạng YYYY-MM-DD, giờ theo dạng HH:MM. Tối đa %{rows} dòng; mọi dòng đều được kiểm tra và không có gì được lưu trừ khi tất cả đều đúng.',
    template: 'Tải xuống tệp mẫu',
    choose: 'Chọn tệp CSV',
    send: 'Tải lên',
    sending: 'Đang tải lên %{name}…',
    checking: 'Đang kiểm tra các dòng…',
    done: 'Đã tải lên %{smart_count} mục với mã %{uploadId}: đang chờ duyệt.',
    show: 'Hiện các mục này',
    refused: 'Không có gì được lưu.',
    line: 'Dòng',
    problem: 'Vấn đề',
    tooLarge: 'Tệp lớn hơn %{size}: hãy chia thành nhiều tệp.',
    failed: 'Không thể tải tệp lên. Vui lòng thử lại.',
  },
  bulkApprove: {
    button: 'Duyệt',
    done: 'Đã duyệt %{smart_count} mục.',
  },
  accounting: {
    refresh: 'Làm mới từ các chuyến xe',
    refreshed: 'Các dòng chuyến xe đã được tính lại từ những chuyến xe đã hoàn thành trong kỳ.',
    items: 'Khoản mục',
    noItems: 'Giao dịch này không có khoản mục nào.',
    editItem: 'Sửa khoản mục',
    editItemOf: 'Sửa %{description}',
    save: 'Lưu',
    cancel: 'Hủy',
    saved: 'Đã lưu: khoản mục và số tiền của giao dịch đã được cập nhật.',
  },
};
