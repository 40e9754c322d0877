from pjrtc.cli import main

main()
