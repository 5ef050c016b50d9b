"""The colours of the teaching view's marks on the maze, the same in every view that draws
them: the window's canvas and the browser page's."""

PATH_COLOUR = "#ff8c00"  # the open path: the calls a step back returns along
END_COLOUR = "#00a000"  # the end-field candidate
SELECTED_COLOUR = "#8000ff"  # the field of the call selected in the stack
BREAK_COLOUR = "#d00000"  # a breakpoint
FIRST_COLOUR = "#008080"  # the field another algorithm's build began at
WAITING_COLOUR = "#3070ff"  # recursive division's chambers still to divide
DIVIDING_COLOUR = "#d00000"  # the chamber being divided
WALKER_COLOUR = "#d00000"  # a walker program's walker (the walk's arrow)
TRAIL_COLOUR = "#40a0ff"  # the walker's trail (play mode's)
MARK_COLOUR = "#7a3db8"  # a field a walker program marked
FAULT_COLOUR = "#d00000"  # a field a program's check found wrong
