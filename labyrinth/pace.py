"""How fast a watched build plays, on turtle's scale: 0 shows no animation, 1 is slowest, 10
fastest. One table for every view that plays steps: the window's and the browser page's."""

# Steps shown a second at each speed from 0 (unseen) to 10.
STEPS_PER_SECOND = (0, 2, 5, 10, 25, 60, 150, 300, 600, 1200, 3000)
