/* Video and audio maths shared by the video hub's calculators: data rates, picture geometry, timecode and sound. */
