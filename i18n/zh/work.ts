import type { Catalogue } from '../en';
import type { work as english } from '../en/work';

export const work: Catalogue<typeof english> = {
  activities: {
    intro: '司机和随车照管员的工作时长。上传工时表文件，然后逐条或批量批准这些记录。',
    entries: '工时记录',
  },
  upload: {
    title: '上传工时表',
    help: 'CSV 文件，第一行为列名 %{columns}。employee_type 为 driver（司机）或 monitor（随车照管员），employee_id 为司机或随车照管员在控制台中的编号（与其页面地址中的编号相同，如 /drivers/12），date 格式为 YYYY-MM-DD，时间格式为 HH:MM。最多 %{rows} 行；每一行都会经过检查，只有全部正确才会保存。',
    template: '下载示例文件',
    choose: '选择 CSV 文件',
    send: '上传',
    sending: '正在上传 %{name}…',
    checking: '正在检查各行…',
    done: '已上传 %{smart_count} 条记录（上传编号 %{uploadId}）：正在等待批准。',
    show: '显示这些记录',
    refused: '未保存任何内容。',
    line: '行',
    problem: '问题',
    tooLarge: '文件大于 %{size}：请将其拆分为多个文件。',
    failed: '无法上传文件。请重试。',
  },
  bulkApprove: {
    button: '批准',
    done: '已批准 %{smart_count} 条记录。',
  },
  accounting: {
    refresh: '根据行程刷新',
    refreshed: '已根据该期间已完成的行程重新计算行程明细。',
    items: '明细',
    noItems: '此交易没有明细。',
    editItem: '编辑明细',
    editItemOf: '编辑 %{description}',
    save: '保存',
    cancel: '取消',
    saved: '已保存：明细和交易金额已更新。',
  },
};
