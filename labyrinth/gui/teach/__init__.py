"""The teaching view: the book's recursion line by line, its call stack, steps backwards."""
