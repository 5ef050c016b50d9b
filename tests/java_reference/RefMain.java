/*
  Source file: RefMain.java
  Purpose: driver that produces reference data (one JSON line) from the
           book's MazeGraphs for the Python port's tests.
  Not part of the Wikibook; MazeField, MazeException, MazeArray and
  MazeGraphs are used unchanged except for the seedable random generator
  in MazeGraphs (system property "maze.seed").

  Usage:
    java -Dmaze.seed=S RefMain WIDTH HEIGHT SEED [--save] [x,y ...]

  SEED must equal -Dmaze.seed if that is given; if the property is not
  given, RefMain sets it from SEED before MazeGraphs is loaded (the
  generator is created in MazeGraphs's static initialiser).
  MazeGraphs keeps its path counters in static fields, so run one maze per JVM.

  Output: the book's own println line(s) (e.g. "Maze is built, ..."),
  then one line of JSON:
    {"width":W,"height":H,"seed":S,"excluded":[[x,y],...],
     "walls":[H strings of W hex digits],"borders":[...],
     "start":[x,y],"end":[x,y],"length":N,"message":"..."}
  Hex digit per field = N?1 + E?2 + S?4 + W?8.

  The private state of MazeGraphs (mazeArray, startField, endField,
  lengthOfPathToEndField) is read with reflection so that MazeGraphs
  itself needs no further changes.
*/

public class RefMain
{
	public static void main (java.lang.String [] args) throws java.lang.Exception
	{
		if (args.length < 3)
		{
			System.err.println ("usage: RefMain WIDTH HEIGHT SEED [--save] [x,y ...]");
			System.exit (2);
		}
		int width = Integer.parseInt (args [0]);
		int height = Integer.parseInt (args [1]);
		long seed = Long.parseLong (args [2]);

		String prop = System.getProperty ("maze.seed");
		if (prop == null)
		{
			System.setProperty ("maze.seed", Long.toString (seed));
		}
		else if (Long.parseLong (prop) != seed)
		{
			System.err.println ("-Dmaze.seed=" + prop + " differs from SEED argument " + seed);
			System.exit (2);
		}

		boolean save = MazeGraphs.DontSave;
		java.util.List <int []> excluded = new java.util.ArrayList <int []> ();
		for (int i = 3; i < args.length; i++)
		{
			if (args [i].equals ("--save"))
			{
				save = MazeGraphs.Save;
				continue;
			}
			String [] parts = args [i].split (",");
			excluded.add (new int [] {Integer.parseInt (parts [0].trim ()), Integer.parseInt (parts [1].trim ())});
		}

		/* capture the book's println output (still echoed to stdout) */
		java.io.PrintStream realOut = System.out;
		java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream ();
		System.setOut (new java.io.PrintStream (captured, true, "UTF-8"));

		MazeGraphs maze;
		try
		{
			maze = new MazeGraphs (width, height, MazeGraphs.DontDisplay, save);
			for (int [] e : excluded)
			{
				maze.excludeMazeField (e [0], e [1]);
			}
			maze.buildMaze ();
		}
		finally
		{
			System.out.flush ();
			System.setOut (realOut);
			realOut.print (captured.toString ("UTF-8"));
			realOut.flush ();
		}

		String [] lines = captured.toString ("UTF-8").split ("\\r?\\n");
		String message = "";
		for (String line : lines)
		{
			if (line.startsWith ("Maze is built"))
			{
				message = line;
			}
		}

		MazeArray mazeArray = (MazeArray) getField (maze, "mazeArray");
		MazeField startField = (MazeField) getField (maze, "startField");
		MazeField endField = (MazeField) getField (maze, "endField");
		long length = ((Long) getField (null, "lengthOfPathToEndField")).longValue ();

		StringBuilder sb = new StringBuilder ();
		sb.append ("{\"width\":").append (width);
		sb.append (",\"height\":").append (height);
		sb.append (",\"seed\":").append (seed);
		sb.append (",\"excluded\":[");
		for (int i = 0; i < excluded.size (); i++)
		{
			if (i > 0) sb.append (",");
			sb.append ("[").append (excluded.get (i) [0]).append (",").append (excluded.get (i) [1]).append ("]");
		}
		sb.append ("],\"walls\":[");
		appendRows (sb, mazeArray, false);
		sb.append ("],\"borders\":[");
		appendRows (sb, mazeArray, true);
		sb.append ("],\"start\":[").append (startField.getLocationX ()).append (",").append (startField.getLocationY ()).append ("]");
		sb.append (",\"end\":[").append (endField.getLocationX ()).append (",").append (endField.getLocationY ()).append ("]");
		sb.append (",\"length\":").append (length);
		sb.append (",\"message\":\"").append (message.replace ("\\", "\\\\").replace ("\"", "\\\"")).append ("\"");
		sb.append ("}");
		realOut.println (sb.toString ());
		realOut.flush ();
		System.exit (0);
	}

	private static Object getField (MazeGraphs maze, String name) throws java.lang.Exception
	{
		java.lang.reflect.Field f = MazeGraphs.class.getDeclaredField (name);
		f.setAccessible (true);
		return f.get (maze);
	}

	private static void appendRows (StringBuilder sb, MazeArray mazeArray, boolean borders)
	{
		int w = mazeArray.getWidth ();
		int h = mazeArray.getHeight ();
		for (int y = 0; y < h; y++)
		{
			if (y > 0) sb.append (",");
			sb.append ("\"");
			for (int x = 0; x < w; x++)
			{
				MazeField f = mazeArray.fields [x][y];
				int d;
				if (borders)
				{
					d = (f.hasBorderN () ? 1 : 0) + (f.hasBorderE () ? 2 : 0) + (f.hasBorderS () ? 4 : 0) + (f.hasBorderW () ? 8 : 0);
				}
				else
				{
					d = (f.hasWallN () ? 1 : 0) + (f.hasWallE () ? 2 : 0) + (f.hasWallS () ? 4 : 0) + (f.hasWallW () ? 8 : 0);
				}
				sb.append (Character.forDigit (d, 16));
			}
			sb.append ("\"");
		}
	}
}
