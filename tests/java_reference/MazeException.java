/*
  Source file: MazeException.java
  Program: Maze Exception
  Author: Markus Bautsch
  Licence: public domain
  Date: 23 October 2020
  Version: 1.0
  Programming language: Java
*/

/*
  This class implements an Exception for maze fields.
  A MazeException should be thrown if there is an inconsistency within a maze field.
*/

public class MazeException extends java.lang.Exception
{
	/* serialVersionUID for serialisation implemented in class java.lang.Exception */
	private static final long serialVersionUID = 1L;

	public MazeException (java.lang.String message)
	{
		super ("Maze field design error: " + message);
	}
}
