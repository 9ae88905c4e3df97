"""Only what pyproject.toml cannot say: ship the top-level assets/ as seaboard.assets."""

from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["seaboard", "seaboard.*"]) + ["seaboard.assets"],
    package_dir={"seaboard.assets": "assets"},
)
