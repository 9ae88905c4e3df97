"""The Sea Scroll table is the real one everywhere, and the frame bench measures it."""

from seaboard.ui import frame_bench
from seaboard.ui.tables import has_real_table, table_class
from seaboard.ui.tables.seascroll import SeaScrollTable


def test_the_real_table_replaces_the_placeholder():
    assert has_real_table("seascroll")
    assert table_class("seascroll") is SeaScrollTable


def test_frame_bench_reports_the_sea_scroll_table():
    ms = frame_bench.busiest_frame_ms("seascroll")
    assert isinstance(ms, float) and ms > 0
