import type { Messages } from '../en';

/** The vehicle status editor and the vehicle maintenance status manager (spec 2.5) in Vietnamese. */
export const vehicles: Messages['vehicles'] = {
  filters: {
    yard: 'Bãi xe',
    allYards: 'Tất cả bãi xe',
    status: 'Trạng thái',
    allStatuses: 'Tất cả trạng thái',
    text: 'Số xe',
  },
  table: {
    number: 'Số xe',
    yard: 'Bãi xe',
    type: 'Loại',
    status: 'Trạng thái',
    maintenance: 'Bảo dưỡng',
    actions: 'Chuyển sang',
    selectAll: 'Chọn tất cả xe đang hiển thị',
    select: 'Chọn xe %{number}',
    statusOf: 'Trạng thái của xe %{number}',
    empty: 'Không có xe nào khớp với các bộ lọc này.',
    truncated: 'Đang hiển thị %{shown} xe đầu tiên trong số %{total}: hãy lọc danh sách theo bãi xe.',
    backToList: 'Tất cả xe',
  },
  statusEditor: {
    intro: 'Đổi trạng thái của một xe ngay trên hàng của xe đó, hoặc đánh dấu nhiều xe và đặt một trạng thái chung cho tất cả.',
    selected: 'Đã chọn %{smart_count} xe',
    newStatus: 'Trạng thái mới',
    apply: 'Đặt trạng thái',
  },
  maintenance: {
    intro: 'Xe theo tình trạng bảo dưỡng. Đưa xe vào xưởng, đánh dấu xe đến hạn bảo dưỡng, hoặc đưa xe trở lại phục vụ.',
    group: '%{status} (%{count})',
    groups: 'Tình trạng bảo dưỡng',
    selected: 'Đã chọn %{smart_count} xe',
    withStatus: 'Đồng thời đổi trạng thái xe',
    withStatusHelp: 'Xe được đưa vào xưởng sẽ chuyển sang ngừng phục vụ; xe rời xưởng khi đang ngừng phục vụ sẽ trở lại phục vụ.',
    moveTo: {
      ok: 'Trở lại phục vụ',
      service_due: 'Đánh dấu đến hạn bảo dưỡng',
      in_shop: 'Đưa vào xưởng',
    },
  },
  outcome: {
    saving: 'Đang lưu %{done} / %{total}…',
    allSaved: 'Đã lưu %{smart_count} xe',
    someSaved: 'Đã lưu %{saved} / %{total} xe',
    noneSaved: 'Không lưu được xe nào',
    unchanged: '%{smart_count} xe đã có giá trị đó nên được giữ nguyên',
    failure: 'Xe %{name}: %{reason}',
    dismiss: 'Bỏ qua',
    reasons: {
      stale: 'người khác đã thay đổi xe này sau khi danh sách được tải. Hàng này giờ hiển thị giá trị hiện tại; hãy kiểm tra rồi thử lại.',
      forbidden: 'bạn không được phép thay đổi xe này.',
      notFound: 'xe này không còn tồn tại.',
      invalid: 'thay đổi bị từ chối (%{message}).',
      network: 'không thể kết nối tới máy chủ.',
      other: '%{message}',
    },
  },
};
