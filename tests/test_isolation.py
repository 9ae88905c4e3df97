"""Tests leave no process-wide setting behind for the tests run after them in the same process."""

import pathlib

pytest_plugins = ["pytester"]

CONFTEST = pathlib.Path(__file__).with_name("conftest.py")


def test_a_text_size_or_animation_speed_a_test_sets_is_gone_for_the_next_test(pytester):
    # Pre-existing leak: a table test at 150% text left the log panel's 100% wrapping test at 150%.
    pytester.makeconftest(CONFTEST.read_text())
    pytester.makepyfile(
        """
        from seaboard.ui.anim import tween
        from seaboard.ui.render import theme


        def test_sets_them(open_app):
            open_app((1024, 640), text_scale=1.5, animation_speed=0)
            assert theme.text_scale() == 1.5 and tween.speed() == 0


        def test_finds_them_as_they_were():
            assert theme.text_scale() == 1.0 and tween.speed() == 1.0
        """
    )
    pytester.syspathinsert(CONFTEST.parent)  # ui_harness, as the real tests import it
    result = pytester.runpytest("-p", "no:xdist", "-p", "no:benchmark", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=2)
