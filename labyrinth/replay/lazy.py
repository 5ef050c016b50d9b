"""A sequence whose items are made as they are read.

A replay's columns, the walk's path to a field and a program's call stack can be millions
long; each is read a few items at a time, so none is ever made whole. They share the
sequence's rules here (negative indices, slices, IndexError) and say only how to make one
item and how many there are.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from typing import TypeVar, overload

T = TypeVar("T")


class Lazy(Sequence[T]):
    """``len(self)`` items, item ``index`` made by ``_at(index)`` when it is read."""

    @abstractmethod
    def __len__(self) -> int: ...

    @abstractmethod
    def _at(self, index: int) -> T:
        """Item ``index``, from 0 to ``len(self) - 1``."""

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> list[T]: ...

    def __getitem__(self, index: int | slice) -> T | list[T]:
        if isinstance(index, slice):
            return [self._at(at) for at in range(*index.indices(len(self)))]
        length = len(self)
        if index < 0:
            index += length
        if not 0 <= index < length:
            raise IndexError(index)
        return self._at(index)
